# Writes the slide decks of this class as flat ODF presentations (.fodp); LibreOffice Impress
# exports them to PDF (see README.md). Each slide: a title, bullets with sub-bullets, and a
# running footer line, as lecture decks have.
import sys
from xml.sax.saxutils import escape

def items(bullets):
    out = []
    for b in bullets:
        if isinstance(b, tuple):
            head, subs = b
            out.append('<text:list-item><text:p>%s</text:p><text:list>%s</text:list></text:list-item>'
                       % (escape(head), ''.join('<text:list-item><text:p>%s</text:p></text:list-item>' % escape(s) for s in subs)))
        else:
            out.append('<text:list-item><text:p>%s</text:p></text:list-item>' % escape(b))
    return '<text:list text:style-name="L1">%s</text:list>' % ''.join(out)

def deck(slides, footer, rtl=False):
    wm = 'rl-tb' if rtl else 'lr-tb'
    pages = []
    for n, (title, bullets) in enumerate(slides, 1):
        body = items(bullets) if bullets else ''
        pages.append(f'''<draw:page draw:name="s{n}" draw:master-page-name="M">
<draw:frame presentation:class="title" presentation:style-name="pt" svg:x="1cm" svg:y="0.6cm" svg:width="26cm" svg:height="2.6cm"><draw:text-box><text:p text:style-name="Ptitle">{escape(title)}</text:p></draw:text-box></draw:frame>
<draw:frame presentation:class="outline" presentation:style-name="po" svg:x="1.5cm" svg:y="3.6cm" svg:width="25cm" svg:height="10.8cm"><draw:text-box>{body}</draw:text-box></draw:frame>
<draw:frame draw:style-name="pf" svg:x="1cm" svg:y="14.6cm" svg:width="26cm" svg:height="0.8cm"><draw:text-box><text:p text:style-name="Pfoot">{escape(footer)} — {n}</text:p></draw:text-box></draw:frame>
</draw:page>''')
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:styles>
<style:style style:name="Ptitle" style:family="paragraph"><style:paragraph-properties style:writing-mode="{wm}"/><style:text-properties fo:font-size="30pt" fo:font-weight="bold" style:font-name="Liberation Sans" style:font-name-complex="DejaVu Sans" style:font-size-complex="30pt"/></style:style>
<style:style style:name="Pfoot" style:family="paragraph"><style:paragraph-properties style:writing-mode="{wm}"/><style:text-properties fo:font-size="11pt" fo:color="#555555" style:font-size-complex="11pt" style:font-name-complex="DejaVu Sans"/></style:style>
<text:list-style style:name="L1">
<text:list-level-style-bullet text:level="1" text:bullet-char="●"><style:list-level-properties text:space-before="0cm" text:min-label-width="0.8cm"/><style:text-properties fo:font-size="80%"/></text:list-level-style-bullet>
<text:list-level-style-bullet text:level="2" text:bullet-char="–"><style:list-level-properties text:space-before="1.2cm" text:min-label-width="0.8cm"/></text:list-level-style-bullet>
</text:list-style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="28cm" fo:page-height="15.75cm" style:print-orientation="landscape"/></style:page-layout>
<style:style style:name="pt" style:family="presentation"><style:graphic-properties draw:stroke="none" draw:fill="none"/></style:style>
<style:style style:name="po" style:family="presentation"><style:graphic-properties draw:stroke="none" draw:fill="none" draw:textarea-vertical-align="top"/><style:paragraph-properties style:writing-mode="{wm}"/><style:text-properties fo:font-size="20pt" style:font-name="Liberation Sans" style:font-name-complex="DejaVu Sans" style:font-size-complex="20pt"/></style:style>
<style:style style:name="pf" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="M" style:page-layout-name="PL"/></office:master-styles>
<office:body><office:presentation>
{''.join(pages)}
</office:presentation></office:body></office:document>
'''

networks = [
 ('Computer Networks — Lecture 4: The Transport Layer', ['Dr. Hana Salem', 'Department of Computer Science']),
 ('Agenda', ['What the transport layer does', 'Port numbers and sockets', 'TCP and UDP', 'Congestion control', 'Summary and exercises']),
 ('What the transport layer does', [
   ('Delivers data between processes, not just between hosts', ['the network layer only gets packets to the right machine', 'ports pick the right program on that machine']),
   ('Splits application messages into segments', ['each segment carries a header with the source and destination port']),
   'Can add reliability on top of an unreliable network']),
 ('Port numbers and sockets', [
   ('A port number is a 16-bit number from 0 to 65535', ['well-known ports: 0 to 1023', 'registered ports: 1024 to 49151', 'dynamic ports: 49152 to 65535']),
   ('A socket is the pair of an IP address and a port', ['e.g. 192.168.1.5:443']),
   'Web servers listen on port 80 (HTTP) and port 443 (HTTPS)']),
 ('TCP and UDP', [
   ('TCP: reliable', ['every segment is acknowledged', 'lost segments are sent again', 'used for web pages, email and file transfer']),
   ('UDP: faster', ['no handshake and no acknowledgements', 'a lost datagram is not sent again', 'used for online games, video calls and DNS']),
   'Both use checksums to detect damaged data']),
 ('The TCP three-way handshake', [
   ('Step 1: the client sends SYN', ['it chooses a random initial sequence number']),
   ('Step 2: the server replies SYN-ACK', ['it acknowledges the client and sends its own sequence number']),
   ('Step 3: the client sends ACK', ['the connection is now open and data can flow']),
   'Closing a connection uses FIN segments from each side']),
 ('Congestion control', [
   ('Slow start', ['the congestion window starts at one segment', 'it doubles every round-trip time until a threshold']),
   ('Congestion avoidance', ['after the threshold the window grows by one segment per round trip']),
   ('When a segment is lost', ['the threshold is set to half the current window'])]),
 ('Summary', ['Ports deliver data to the right process', 'TCP trades speed for reliability', 'UDP trades reliability for speed', 'Exercises: sheet 4, questions 1 to 6']),
]

energy_ar = [
 ('مصادر الطاقة — المحاضرة الثانية', ['قسم العلوم الزراعية']),
 ('محتويات المحاضرة', ['مصادر الطاقة المتجددة', 'مصادر الطاقة غير المتجددة', 'الطاقة في المزرعة']),
 ('مصادر الطاقة المتجددة', [
   ('الطاقة الشمسية', ['تستخدم الألواح الشمسية لتشغيل مضخات الري', 'لا ينتج عنها تلوث للهواء']),
   ('طاقة الرياح', ['تدير الرياح التوربينات لتوليد الكهرباء', 'تحتاج إلى سرعة رياح مناسبة طوال العام']),
   ('الكتلة الحيوية', ['تنتج من المخلفات الزراعية وروث الحيوانات', 'يمكن تحويلها إلى غاز حيوي للطهي'])]),
 ('مصادر الطاقة غير المتجددة', [
   ('الفحم', ['أكثر الوقود الأحفوري تلويثا للهواء']),
   ('النفط', ['يستخدم وقودا للجرارات والآلات الزراعية']),
   ('الغاز الطبيعي', ['أنظف أنواع الوقود الأحفوري احتراقا'])]),
 ('الطاقة في المزرعة', [
   ('وحدة الغاز الحيوي', ['تحول روث الماشية إلى غاز الميثان', 'يستخدم الناتج المتبقي سمادا عضويا']),
   'ترشيد استهلاك الطاقة يخفض تكاليف الإنتاج']),
]

open('networks-lecture4.fodp', 'w').write(deck(networks, 'CS 210 · Lecture 4 · Spring term'))
open('energy-lecture-ar.fodp', 'w').write(deck(energy_ar, 'مقرر الإرشاد الزراعي · المحاضرة الثانية', rtl=True))
