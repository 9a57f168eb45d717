import json, subprocess, re, unicodedata
CH5="Chapter 5 - Minerals and Rocks.pdf"; SL="plate-tectonics-slides.pdf"; WS="Worksheet 5 - Identifying Minerals.pdf"; VO="volcano-fact-sheet.pdf"
CI="الجهاز الدوري.pdf"; RE="الجهاز التنفسي - عرض.pdf"; DI="مراجعة الجهاز الهضمي.png"
NE="Unit 4 Computer Networks notes.pdf"; SE="أمن المعلومات.pdf"; BI="data-representation-slides.pdf"
SRC={CH5:"rocks-minerals-ch5.pdf",SL:"plates-en.pdf",WS:"worksheet5.pdf",VO:"volcano-facts.pdf",CI:"الجهاز الدوري.pdf",RE:"الجهاز التنفسي - عرض.pdf",NE:"networks-notes.pdf",SE:"أمن المعلومات.pdf",BI:"binary-en.pdf",DI:"src/digestive-ar.pdf"}
def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = re.sub('[\u200e\u200f\u202a-\u202e\u0640]', '', s)
    s = s.replace('األ','الأ').replace('اإل','الإ').replace('اآل','الآ').replace('ال ','لا ')
    s = re.sub(r'\s+', '', s).replace('#', '').lower()
    return s
pages = {}
for f, src in SRC.items():
    n = int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', src], capture_output=True, text=True).stdout).group(1))
    pages[f] = [norm(subprocess.run(['pdftotext','-f',str(p),'-l',str(p),src,'-'],capture_output=True,text=True).stdout) for p in range(1,n+1)]
items = []
def Q(id, bot, kind, lang, q, answers, f, loc=None, pg=None):
    it = {"id": id, "bot": bot, "kind": kind, "language": lang, "question": q, "answers": answers}
    if pg is None:
        keys = [loc] if loc else answers
        pg = sorted({i+1 for k in keys for i, t in enumerate(pages[f]) if norm(k) in t})
        if not pg: print("NOT FOUND", id, keys, f)
    it["cite"] = [{"file": f, "pages": pg}]
    items.append(it)
def U(id, bot, lang, q): items.append({"id": id, "bot": bot, "kind": "uncovered", "language": lang, "question": q})
def R(id, bot, lang, q, intent, **kw): items.append({"id": id, "bot": bot, "kind": "request", "language": lang, "question": q, "intent": intent, **kw})

# ---- Earth Science 9 (English)
Q("e01","earth","table","en","hardness of pyrite",["6.5"],CH5,"Making sulfuric acid")
Q("e02","earth","table","en","whats the streak colour of pyrite",["greenish-black","greenish black"],CH5)
Q("e03","earth","table","en","what is galena used for",["ore of lead"],CH5)
Q("e04","earth","table","en","luster of talc",["pearly"],CH5,"Baby powder")
Q("e05","earth","table","en","which mineral do they make plaster from",["gypsum"],CH5,"Plaster and wallboard")
Q("e07","earth","definition","en","what is streak",["powder"],CH5)
Q("e09","earth","number","en","when did mohs make the hardness scale",["1812"],CH5)
Q("e10","earth","fact","en","why is colour not reliable for identifying minerals",["impurities"],CH5)
Q("e11","earth","definition","en","what is conchoidal fracture",["shell-like","shell like"],CH5,"shell-like")
Q("e15","earth","fact","en","most abundant mineral group in the crust",["feldspar"],CH5,"most abundant mineral group")
Q("e16","earth","fact","en","why does granite have big crystals",["slowly"],CH5,"cools slowly")
Q("e17","earth","fact","en","what does limestone turn into when its metamorphosed",["marble"],CH5,"Limestone becomes marble")
Q("e18","earth","definition","en","what does foliated mean",["parallel bands","lined up"],CH5,"parallel bands")
Q("e19","earth","list","en","name the two energy sources that drive the rock cycle",["internal heat"],CH5)
Q("e21","earth","number","en","how old are the zircon crystals from jack hills",["4.4 billion"],CH5)
Q("e23","earth","definition","en","what is reclamation",["restore the land","restore"],CH5,"reclamation")
Q("e24","earth","number","en","how much less energy does recycling a can use",["95"],CH5,"95 percent")
Q("e25","earth","fact","en","who proposed continental drift",["wegener"],SL)
Q("e26","earth","number","en","how thick is the crust",["5 to 70"],SL)
Q("e27","earth","fact","en","example of a transform boundary",["san andreas"],SL)
Q("e28","earth","definition","en","what is the epicenter",["above the focus"],SL)
Q("e30","earth","fact","en","what is the ring of fire",["pacific"],SL)
Q("e32","earth","list","en","evidence for contnental drift",["mesosaurus","coastlines","glacier"],SL,"Mesosaurus")
Q("e33","earth","number","en","temperature of the inner core",["5,400","5400"],SL,"5,400")
Q("e34","earth","fact","en","when is worksheet 5 due",["12 march"],WS)
Q("e37","earth","fact","en","how do you do the acid test on calcite",["fizzes"],WS)
Q("e38","earth","table","en","when did krakatoa erupt",["1883"],VO)
Q("e39","earth","table","en","what type of volcano is mauna loa",["shield"],VO,"Mauna Loa")
Q("e41","earth","definition","en","what is a lahar",["mudflow"],VO)
Q("e43","earth","fact","en","why are stratovolcano eruptions explosive",["traps gas","sticky"],VO,"traps gas")

# ---- الأحياء ٩ (Arabic)
Q("a01","bio","table","ar","كم مدة حياة خلايا الدم الحمراء",["١٢٠","120"],CI,"١٢٠",pg=[2])
Q("a02","bio","table","ar","شو وظيفة الصفائح الدموية",["تخثر"],CI,"تخثر الدم")
Q("a03","bio","table","ar","كم نسبة البلازما من حجم الدم",["٥٥","55"],CI,"٥٥")
Q("a04","bio","table","ar","عدد خلايا الدم البيضاء",["٥ آلاف","5 آلاف","١٠ آلاف","10 آلاف","5000"],CI,"آلاف إلى ١٠")
Q("a05","bio","table","ar","هل يوجد صمامات في الاوردة",["تمنع رجوع الدم","توجد صمامات"],CI,"توجد صمامات تمنع")
Q("a07","bio","fact","ar","ليش جدار البطين الايسر اسمك من باقي الجدران",["جميع أجزاء الجسم","جميع اجزاء الجسم"],CI,pg=[1])
Q("a08","bio","number","ar","كم نبضة بالدقيقة معدل نبض القلب",["٦٠","60"],CI,pg=[1])
Q("a09","bio","fact","ar","مين وصف الدورة الدموية الصغرى",["ابن النفيس"],CI)
Q("a10","bio","number","ar","متى وصف هارفي الدورة الدموية",["١٦٢٨","1628"],CI,"١٦٢٨")
Q("a12","bio","fact","ar","ما هو اكبر شريان في الجسم",["الأبهر","الابهر","الأورطى","الاورطى"],CI,"أكبر شريان")
Q("a13","bio","fact","ar","ما الشريان الوحيد الذي ينقل دم غير مؤكسج",["الشريان الرئوي"],CI,"الشريان الوحيد")
Q("a14","bio","fact","ar","وين تنصنع خلايا الدم",["نخاع العظم"],CI)
Q("a15","bio","fact","ar","مين اكتشف فصائل الدم",["لاندشتاينر"],CI)
Q("a16","bio","fact","ar","ما فصيلة الدم التي تسمى المعطي العام",["O"],CI,pg=[3])
Q("a17","bio","number","ar","ضغط الدم الطبيعي قديش",["١٢٠/٨٠","120/80","٨٠/١٢٠"],CI,"ملم زئبق")
Q("a18","bio","definition","ar","ما هو تصلب الشرايين",["الكوليسترول","تراكم الدهون"],CI,"الكوليسترول")
Q("a19","bio","number","ar","كم لتر دم بجسم الانسان البالغ",["٥ لترات","5 لترات","٥ لتر","5 لتر"],CI,pg=[1,2])
Q("a20","bio","number","ar","كم عدد الحويصلات الهوائية في الرئتين",["٣٠٠ مليون","300 مليون"],RE,pg=[3])
Q("a21","bio","fact","ar","شو وظيفة لسان المزمار",["يغلق الحنجرة"],RE)
Q("a22","bio","fact","ar","ماذا يحدث للحجاب الحاجز اثناء الشهيق",["ينقبض"],RE)
Q("a23","bio","number","ar","نسبة الاكسجين في هواء الزفير",["١٦","16"],RE,"١٦")
Q("a24","bio","fact","ar","وين مركز التحكم في التنفس",["النخاع المستطيل"],RE)
Q("a26","bio","scan","ar","شو اسم الانزيم اللي في اللعاب",["الأميليز","الاميليز","أميليز","اميليز"],DI,pg=[1])
Q("a27","bio","scan","ar","كم طول الامعاء الدقيقة",["٦ أمتار","6 أمتار","٦ امتار","6 امتار"],DI,pg=[1])
Q("a28","bio","scan","ar","ما وظيفة الامعاء الغليظة",["امتصاص الماء"],DI,pg=[1])
Q("a29","bio","scan","ar","اين تخزن العصارة الصفراوية",["الحوصلة الصفراوية","المرارة"],DI,pg=[1])
Q("a30","bio","scan","ar","انزيم الببسين شو بيهضم",["البروتينات"],DI,pg=[1])

# ---- Computing 10 (bilingual)
Q("c01","comp","fact","en","difference between lan and wan",["small area","large geographical area"],NE)
Q("c02","comp","number","en","how many bits in an ipv6 address",["128"],NE)
Q("c03","comp","number","en","what port does https use",["443"],NE)
Q("c04","comp","number","en","how many bytes in a kilobyte",["1024"],BI)
Q("c05","comp","number","en","13 in binary",["1101"],BI)
Q("c06","comp","number","en","ascii code for capital A",["65"],BI)
Q("g01","comp","glossary","en","what is packet in arabic",["حزمة بيانات"],NE)
Q("c07","comp","definition","ar","ما هي برامج الفدية",["تشفر ملفات","تشفير"],SE,"تشفر ملفات")
Q("c08","comp","number","ar","كم حرف لازم تكون كلمة المرور القوية",["١٢","12"],SE,pg=[1])
Q("c09","comp","definition","ar","شو هي شيفرة قيصر",["يستبدل","يُستبدل","عددا ثابتا","عدداً ثابتاً"],SE,"شيفرة قيصر")
Q("g02","comp","glossary","ar","شو معنى topology بالعربي",["مخطط الشبكة"],NE,"Topology")
Q("x01","comp","cross","ar","ما هو نظام اسماء النطاقات",["DNS","domain name","عنوان IP","IP address"],NE,"phone book")
Q("x02","comp","cross","ar","كم بت عنوان IPv4",["32"],NE,"32 bits")
Q("x03","comp","cross","ar","ما هي الشبكة النجمية",["switch","المبدّل","المبدل","مبدل","مبدّل"],NE,"central switch")
Q("x04","comp","cross","ar","بماذا يقاس عرض النطاق الترددي",["Mbps","bits per second","بت في الثانية"],NE,"bits per second")
Q("x05","comp","cross","ar","كم بايت في الكيلوبايت",["1024","١٠٢٤"],BI,"1024 bytes")
Q("x06","comp","cross","en","what is phishing",["personal information","password","التصيد"],SE,"التصيد الاحتيالي")
Q("x07","comp","cross","en","what are the three principles of information security",["confidentiality","السرية","availability","التوافر"],SE,"السرية")
Q("x08","comp","cross","en","how does a computer worm spread",["network","الشبكة"],SE,"الدودة")
Q("x09","comp","cross","en","what is two factor authentication",["phone","الهاتف"],SE,"المصادقة الثنائية")
Q("x10","comp","cross","en","whats the best protection against ransomware",["backup","back up","النسخ الاحتياطي"],SE,"النسخ الاحتياطي")

# ---- uncovered
for id, bot, lang, q in [
("u01","earth","en","hardness of topaz"),("u02","earth","en","what is the streak of magnetite"),("u03","earth","en","when did mount etna last erupt"),
("u04","earth","en","what is the richter scale"),("u05","earth","en","who discovered the mid atlantic ridge"),("u06","earth","en","how thick is the outer core"),
("u07","earth","en","define tsunami"),("u08","earth","en","whats the hardness of corundum"),("u09","earth","en","what is pumice"),
("u10","bio","ar","شو وظيفة الطحال"),("u11","bio","ar","ما هو فقر الدم"),("u12","bio","ar","كم عدد نبضات قلب الطفل الرضيع"),
("u13","bio","ar","متى اكتشف عامل الريسوس"),("u14","bio","ar","ما هي وظيفة الكلية"),("u15","bio","ar","كم طول المعدة"),
("u16","bio","ar","ما هو انزيم اللايبيز"),("u17","bio","ar","مين اكتشف الحويصلات الهوائية"),("u18","bio","ar","شو هو مرض السكري"),
("u19","comp","en","what is a vpn"),("u20","comp","en","what is the osi model"),("u21","comp","ar","كم بت في عنوان MAC"),
("u22","comp","en","what is 5g"),("u23","comp","en","who invented ascii"),("u24","comp","ar","ما هي الحوسبة السحابية"),
("u25","earth","en","who won the world cup 2022"),("u26","bio","ar","اعطيني وصفة كبسة"),("u27","comp","en","whats the capital of australia")]:
    U(id, bot, lang, q)

# ---- requests
R("r01","earth","en","hi","greeting")
R("r02","earth","en","thanks!!","greeting")
R("r03","earth","en","what can you help me with","topics")
R("r04","earth","en","summarize page 2 of chapter 5","summarize",file=CH5,page=2)
R("r05","earth","en","quiz me on plate boundaries","quiz",topic="plate boundaries",file=SL)
R("r06","earth","en","give me 3 questions about the rock cycle","quiz",count=3,topic="rock cycle",file=CH5)
R("r07","earth","en","explain the mohs scale","explain",topic="Mohs hardness scale",file=CH5,cite=[{"file":CH5,"pages":[1]}])
R("r08","bio","ar","السلام عليكم","greeting")
R("r09","bio","ar","شو الملفات اللي عندك","topics")
R("r10","bio","ar","لخص ملف الجهاز التنفسي","summarize",file=RE)
R("r11","bio","ar","اختبرني في مكونات الدم","quiz",topic="مكونات الدم",file=CI)
R("r12","bio","ar","اشرحلي الدورة الدموية الصغرى","explain",topic="الدورة الدموية الصغرى",file=CI,cite=[{"file":CI,"pages":[1]}])
R("r13","comp","en","summarize the networks notes","summarize",file=NE)
R("r14","comp","ar","اعطني ٥ اسئلة عن البرمجيات الخبيثة","quiz",count=5,topic="البرمجيات الخبيثة",file=SE)
R("r15","comp","ar","شكرا كتير","greeting")
R("r16","comp","en","which files do you have","topics")

# answers must literally appear in their file
for it in items:
    if it.get("answers"):
        f = it["cite"][0]["file"]; allt = " ".join(pages[f])
        ok = [a for a in it["answers"] if norm(a) in allt]
        if not ok: print("NO ANSWER IN FILE", it["id"], it["answers"])
with open("questions.jsonl", "w", encoding="utf-8") as out:
    for it in items: out.write(json.dumps(it, ensure_ascii=False) + "\n")
from collections import Counter
print(len(items), Counter((i["kind"] if i["kind"] in ("uncovered","request","cross") else "covered", i["language"]) for i in items))
