# Writes LibreOffice flat files (.fodt Writer, .fodp Impress) from small Python structures.
import json, sys
from xml.sax.saxutils import escape as E

def fodt(doc, out):
    rtl = doc.get('rtl', False)
    font = doc.get('font', 'Liberation Serif')
    cfont = doc.get('cfont', 'Noto Naskh Arabic')
    wm = 'rl-tb' if rtl else 'lr-tb'
    align = 'end' if rtl else 'start'
    digits = "١, ٢, ٣" if doc.get('arabicDigits') else '1'
    body = []
    tcount = 0
    colstyles = []
    for b in doc['blocks']:
        k = b[0]
        if k == 'h1': body.append(f'<text:h text:style-name="H1" text:outline-level="1">{E(b[1])}</text:h>')
        elif k == 'h2': body.append(f'<text:h text:style-name="H2" text:outline-level="2">{E(b[1])}</text:h>')
        elif k == 'p': body.append(f'<text:p text:style-name="Body">{inline(b[1])}</text:p>')
        elif k == 'term': body.append(f'<text:p text:style-name="Body"><text:span text:style-name="B">{E(b[1])}</text:span> {inline(b[2])}</text:p>')
        elif k == 'box': body.append(f'<text:p text:style-name="Box">{inline(b[1])}</text:p>')
        elif k == 'break': body.append('<text:p text:style-name="Break"/>')
        elif k in ('ul', 'ol'):
            st = 'LB' if k == 'ul' else ('LNA' if doc.get('arabicDigits') else 'LN')
            items = ''.join(f'<text:list-item><text:p text:style-name="ListP">{inline(i)}</text:p></text:list-item>' for i in b[1])
            body.append(f'<text:list text:style-name="{st}">{items}</text:list>')
        elif k == 'table':
            tcount += 1
            rows = b[1]; ncol = len(rows[0])
            ws = b[3] if len(b) > 3 else None
            if ws:
                cols = ''.join(f'<table:table-column table:style-name="T{tcount}C{j}"/>' for j in range(ncol))
                colstyles.extend(f'<style:style style:name="T{tcount}C{j}" style:family="table-column"><style:table-column-properties style:column-width="{w}cm"/></style:style>' for j, w in enumerate(ws))
            else:
                cols = f'<table:table-column table:number-columns-repeated="{ncol}"/>'
            x = [f'<table:table table:name="Table{tcount}" table:style-name="Tbl">{cols}']
            x.append('<table:table-header-rows>' + row(rows[0], 'TH') + '</table:table-header-rows>')
            for r in rows[1:]: x.append(row(r, 'TD'))
            x.append('</table:table>')
            body.append(''.join(x))
            if len(b) > 2 and b[2]: body.append(f'<text:p text:style-name="Caption">{E(b[2])}</text:p>')
    hdr = E(doc['header'])
    fpre, fmid, fpost = doc['footer']
    npages = doc.get('pages')
    if doc.get('arabicDigits') and npages:
        AD = str.maketrans('0123456789', '٠١٢٣٤٥٦٧٨٩')
        ms = []
        for p in range(1, npages + 1):
            name = 'Standard' if p == 1 else f'M{p}'
            nxt = f'M{min(p + 1, npages)}' if npages > 1 else 'Standard'
            ms.append(f'<style:master-page style:name="{name}" style:page-layout-name="PL" style:next-style-name="{nxt}"><style:header><text:p text:style-name="Header">{hdr}</text:p></style:header><style:footer><text:p text:style-name="Footer">{E(fpre + str(p).translate(AD) + fmid + str(npages).translate(AD) + fpost)}</text:p></style:footer></style:master-page>')
        masters = '<office:master-styles>' + ''.join(ms) + '</office:master-styles>'
    else:
        masters = f'''<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL">
<style:header><text:p text:style-name="Header">{hdr}</text:p></style:header>
<style:footer><text:p text:style-name="Footer">{E(fpre)}<text:page-number text:select-page="current" style:num-format="{digits}">1</text:page-number>{E(fmid)}<text:page-count style:num-format="{digits}">1</text:page-count>{E(fpost)}</text:p></style:footer>
</style:master-page></office:master-styles>'''
    fpre, fmid, fpost = doc['footer']
    xml = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>{E(doc['title'])}</dc:title></office:meta>
<office:font-face-decls>
<style:font-face style:name="{font}" svg:font-family="'{font}'"/>
<style:font-face style:name="{cfont}" svg:font-family="'{cfont}'"/>
</office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties style:writing-mode="{wm}"/><style:text-properties style:font-name="{font}" fo:font-size="{doc.get('size', '11pt')}" style:font-name-complex="{cfont}" style:font-size-complex="{doc.get('csize', '12pt')}" fo:language="{'ar' if rtl else 'en'}" fo:country="{'SA' if rtl else 'GB'}" style:language-complex="ar" style:country-complex="SA"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"><style:paragraph-properties fo:text-align="{align}" style:writing-mode="{wm}"/></style:style>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.18cm" fo:line-height="118%" fo:text-align="justify" style:writing-mode="{wm}"/></style:style>
<style:style style:name="ListP" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.08cm" style:writing-mode="{wm}"/></style:style>
<style:style style:name="H1" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.2cm" fo:margin-bottom="0.3cm" style:writing-mode="{wm}"/><style:text-properties fo:font-size="18pt" fo:font-weight="bold" style:font-size-complex="19pt" style:font-weight-complex="bold" fo:color="#1f3864"/></style:style>
<style:style style:name="H2" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.15cm" fo:keep-with-next="always" style:writing-mode="{wm}"/><style:text-properties fo:font-size="13.5pt" fo:font-weight="bold" style:font-size-complex="14.5pt" style:font-weight-complex="bold" fo:color="#2e5496"/></style:style>
<style:style style:name="Box" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.2cm" fo:margin-bottom="0.2cm" fo:padding="0.2cm" fo:border="0.5pt solid #7f7f7f" fo:background-color="#eef3fa" style:writing-mode="{wm}"/></style:style>
<style:style style:name="Caption" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.1cm" fo:margin-bottom="0.25cm" fo:text-align="center"/><style:text-properties fo:font-style="italic" fo:font-size="9.5pt" style:font-size-complex="10.5pt"/></style:style>
<style:style style:name="Cell" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties style:writing-mode="{wm}"/><style:text-properties fo:font-size="10pt" style:font-size-complex="11pt"/></style:style>
<style:style style:name="CellH" style:family="paragraph" style:parent-style-name="Cell"><style:text-properties fo:font-weight="bold" style:font-weight-complex="bold"/></style:style>
<style:style style:name="Header" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center" fo:border-bottom="0.5pt solid #999999" fo:padding-bottom="0.1cm"/><style:text-properties fo:font-size="9pt" style:font-size-complex="10pt" fo:color="#555555"/></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="9pt" style:font-size-complex="10pt" fo:color="#555555"/></style:style>
<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold" style:font-weight-complex="bold"/></style:style>
<text:list-style style:name="LB"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.9cm" fo:text-indent="-0.5cm" fo:margin-left="0.9cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
<text:list-style style:name="LN"><text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.9cm" fo:text-indent="-0.6cm" fo:margin-left="0.9cm"/></style:list-level-properties></text:list-level-style-number></text:list-style>
<text:list-style style:name="LNA"><text:list-level-style-number text:level="1" style:num-suffix="-" style:num-format="١"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.9cm" fo:text-indent="-0.6cm" fo:margin-left="0.9cm"/></style:list-level-properties></text:list-level-style-number></text:list-style>
</office:styles>
<office:automatic-styles>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="16cm" table:align="center" fo:margin-top="0.15cm" style:writing-mode="{wm}"/></style:style>
<style:style style:name="TH" style:family="table-cell"><style:table-cell-properties fo:padding="0.1cm" fo:border="0.5pt solid #000000" fo:background-color="#d9e2f3"/></style:style>
<style:style style:name="TD" style:family="table-cell"><style:table-cell-properties fo:padding="0.1cm" fo:border="0.5pt solid #000000"/></style:style>
{"".join(colstyles)}
<style:style style:name="Break" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:break-after="page"/></style:style>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm" style:num-format="{digits}" style:writing-mode="{wm}"/>
<style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.4cm"/></style:header-style>
<style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
{masters}
<office:body><office:text>
{chr(10).join(body)}
</office:text></office:body></office:document>
'''
    open(out, 'w', encoding='utf-8').write(xml)

def inline(s):
    # **bold** spans
    parts = s.split('**'); o = ''
    for i, p in enumerate(parts):
        o += f'<text:span text:style-name="B">{E(p)}</text:span>' if i % 2 else E(p)
    return o

def row(cells, st):
    ps = 'CellH' if st == 'TH' else 'Cell'
    return '<table:table-row>' + ''.join(f'<table:table-cell table:style-name="{st}" office:value-type="string"><text:p text:style-name="{ps}">{E(c)}</text:p></table:table-cell>' for c in cells) + '</table:table-row>'

def fodp(deck, out):
    rtl = deck.get('rtl', False)
    wm = 'rl-tb' if rtl else 'lr-tb'
    font = deck.get('font', 'Liberation Sans'); cfont = 'Noto Sans Arabic'
    align = 'end' if rtl else 'start'
    pages = []
    n = len(deck['slides'])
    for i, s in enumerate(deck['slides'], 1):
        title, bullets = s[0], s[1]
        first = i == 1
        ty = '7cm' if first else '0.8cm'; th = '3cm' if first else '2.2cm'
        fr = [f'<draw:frame draw:style-name="gr" draw:text-style-name="{"PT1" if first else "PT"}" svg:x="1.5cm" svg:y="{ty}" svg:width="25cm" svg:height="{th}"><draw:text-box><text:p text:style-name="{"PT1" if first else "PT"}">{E(title)}</text:p></draw:text-box></draw:frame>']
        if first:
            fr.append(f'<draw:frame draw:style-name="gr" svg:x="1.5cm" svg:y="10.5cm" svg:width="25cm" svg:height="3cm"><draw:text-box>' + ''.join(f'<text:p text:style-name="PSub">{E(b)}</text:p>' for b in bullets) + '</draw:text-box></draw:frame>')
        else:
            items = ''
            for b in bullets:
                if isinstance(b, list):
                    items += '<text:list-item><text:list>' + ''.join(f'<text:list-item><text:p text:style-name="PB2">{E(x)}</text:p></text:list-item>' for x in b) + '</text:list></text:list-item>'
                else:
                    items += f'<text:list-item><text:p text:style-name="PB">{E(b)}</text:p></text:list-item>'
            fr.append(f'<draw:frame draw:style-name="gr" svg:x="1.5cm" svg:y="3.4cm" svg:width="25cm" svg:height="11.5cm"><draw:text-box><text:list text:style-name="BL">{items}</text:list></draw:text-box></draw:frame>')
        num = str(i).translate(str.maketrans('0123456789', '٠١٢٣٤٥٦٧٨٩')) if rtl else str(i)
        fr.append(f'<draw:frame draw:style-name="gr" svg:x="1.5cm" svg:y="14.9cm" svg:width="25cm" svg:height="0.8cm"><draw:text-box><text:p text:style-name="PF">{E(deck["footer"].replace("{n}", num).replace("{m}", str(n)))}</text:p></draw:text-box></draw:frame>')
        pages.append(f'<draw:page draw:name="Slide{i}" draw:master-page-name="M">{"".join(fr)}</draw:page>')
    xml = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:meta><dc:title>{E(deck['title'])}</dc:title></office:meta>
<office:styles>
<style:default-style style:family="graphic"><style:text-properties style:font-name="{font}" fo:font-family="'{font}'" style:font-family-complex="'{cfont}'" fo:font-size="20pt" style:font-size-complex="20pt" fo:language="{'ar' if rtl else 'en'}" style:language-complex="ar" style:country-complex="SA"/></style:default-style>
<text:list-style style:name="BL"><text:list-level-style-bullet text:level="1" text:bullet-char="●"><style:list-level-properties text:space-before="0cm" text:min-label-width="0.8cm"/><style:text-properties fo:font-size="70%" fo:color="#2e5496"/></text:list-level-style-bullet><text:list-level-style-bullet text:level="2" text:bullet-char="–"><style:list-level-properties text:space-before="1.2cm" text:min-label-width="0.7cm"/></text:list-level-style-bullet></text:list-style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="PM"><style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="28cm" fo:page-height="15.75cm" style:print-orientation="landscape"/></style:page-layout>
<style:style style:name="dp" style:family="drawing-page"><style:drawing-page-properties draw:fill="solid" draw:fill-color="#ffffff"/></style:style>
<style:style style:name="gr" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none" draw:textarea-vertical-align="top" fo:padding="0.1cm"/></style:style>
<style:style style:name="PT" style:family="paragraph"><style:paragraph-properties fo:text-align="{align}" style:writing-mode="{wm}"/><style:text-properties fo:font-size="32pt" style:font-size-complex="32pt" fo:font-weight="bold" style:font-weight-complex="bold" fo:color="#1f3864"/></style:style>
<style:style style:name="PT1" style:family="paragraph"><style:paragraph-properties fo:text-align="center" style:writing-mode="{wm}"/><style:text-properties fo:font-size="40pt" style:font-size-complex="40pt" fo:font-weight="bold" style:font-weight-complex="bold" fo:color="#1f3864"/></style:style>
<style:style style:name="PSub" style:family="paragraph"><style:paragraph-properties fo:text-align="center" style:writing-mode="{wm}"/><style:text-properties fo:font-size="22pt" style:font-size-complex="22pt" fo:color="#444444"/></style:style>
<style:style style:name="PB" style:family="paragraph"><style:paragraph-properties fo:text-align="{align}" fo:margin-bottom="0.25cm" style:writing-mode="{wm}"/><style:text-properties fo:font-size="22pt" style:font-size-complex="22pt"/></style:style>
<style:style style:name="PB2" style:family="paragraph"><style:paragraph-properties fo:text-align="{align}" fo:margin-bottom="0.15cm" style:writing-mode="{wm}"/><style:text-properties fo:font-size="18pt" style:font-size-complex="18pt" fo:color="#333333"/></style:style>
<style:style style:name="PF" style:family="paragraph"><style:paragraph-properties fo:text-align="{'start' if rtl else 'end'}" style:writing-mode="{wm}"/><style:text-properties fo:font-size="11pt" style:font-size-complex="11pt" fo:color="#777777"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="M" style:page-layout-name="PM" draw:style-name="dp"/></office:master-styles>
<office:body><office:presentation>
{chr(10).join(pages)}
</office:presentation></office:body></office:document>
'''
    open(out, 'w', encoding='utf-8').write(xml)

if __name__ == '__main__':
    spec = json.load(open(sys.argv[1], encoding='utf-8'))
    (fodp if sys.argv[2].endswith('.fodp') else fodt)(spec, sys.argv[2])
