// Built-in Arabic-English school vocabulary for history: names of history and science lessons
// whose English form is not a spelling of the Arabic one ("Avicenna" / "ابن سينا",
// "Constantinople" / "القسطنطينية"), and the words history lessons tell events with (line
// format: school-vocabulary.ts).
// Names both scripts spell alike ("Ibn Battuta") are matched by their consonants instead
// (glossary/name-spelling.ts). Written by hand.
export const HISTORY = `
ابن سينا = Avicenna/Ibn Sina
ابن رشد = Averroes/Ibn Rushd
ابن الهيثم = Alhazen/Ibn al-Haytham
جابر بن حيان = Geber/Jabir ibn Hayyan
صلاح الدين/صلاح الدين الأيوبي = Saladin/Salah al-Din
جنكيز خان = Genghis Khan
محمد الفاتح = Mehmed the Conqueror/Mehmed II
سليمان القانوني = Suleiman the Magnificent/Suleiman the Lawgiver
ريتشارد قلب الأسد = Richard the Lionheart
القسطنطينية = Constantinople
القدس/بيت المقدس = Jerusalem
الصين = China
الهند = India
الأناضول = Anatolia
إسبانيا = Spain
فرنسا = France
إنجلترا/انجلترا = England
إيطاليا = Italy
البابا = Pope
إسطنبول/اسطنبول = Istanbul
مكة المكرمة = Mecca/Makkah
غرناطة = Granada
قرطبة = Cordoba
إشبيلية = Seville
طليطلة = Toledo
بلاد ما بين النهرين = Mesopotamia
البحر المتوسط/البحر الأبيض المتوسط = Mediterranean/Mediterranean Sea
الفاطميون/فاطمي = Fatimids/Fatimid
المماليك/مملوك/مملوكي = Mamluks/Mamluk
الأيوبيون/أيوبي = Ayyubids/Ayyubid
بيزنطي = Byzantines/Byzantine
بيت الحكمة = House of Wisdom
حملة صليبية/الحملة الصليبية/الحملات الصليبية = crusade/crusades
حصار = siege
إنكشارية/الإنكشارية = Janissaries
الصدر الأعظم = Grand Vizier
بصريات/علم البصريات = optics
القانون في الطب = Canon of Medicine
أرسطو = Aristotle
أفلاطون = Plato
سقراط = Socrates
أرخميدس = Archimedes
فيثاغورس = Pythagoras
إقليدس = Euclid
جاليليو/غاليليو = Galileo
كوبرنيكوس = Copernicus
أينشتاين/آينشتاين = Einstein
داروين = Darwin
باستير/باستور = Pasteur
ماري كوري = Marie Curie
أبو الكيمياء = father of chemistry
رحلات = journey/journeys/travels/voyage
يفرق بين/يميز = distinguish/tell apart
يدوم/دامت/استمر = last/lasted
ولد/ولدت/يولد = born/was born
توفي/توفيت/وفاة = died/death
قاد/يقود/قيادة = led/lead/leadership
استعاد/يستعيد = recaptured/regained/retook
استولى/يستولي = captured/seized
فتح = captured/conquered
مؤسس/مؤسسو = founder/founders
يعتبر/يعد/اعتبر = considered/regarded
مشهور/شهير/أشهر = famous/well-known/most famous
مترجم/مترجمون = translator/translators
حجاج/حاج = pilgrims/pilgrim
دعا/يدعو = called for/call for
خرج/يخرج/انطلق = set out/left/departed
قاس/قاسوا = measured
`;
