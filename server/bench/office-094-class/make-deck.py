# Builds a flat ODF presentation (.fodp) from a small list of slides, so LibreOffice Impress
# can export it to PDF the way a teacher's deck is exported.
import sys, json, html, zlib, struct, base64
spec = json.load(open(sys.argv[1]))
rtl = spec.get('rtl', False)

def picture():
    """A small PNG (sky, ground, a crate, a red arrow), base64, so the deck needs no image file."""
    w, h = 240, 150
    rows = b''
    for y in range(h):
        row = b'\x00'
        for x in range(w):
            if y > 110: c = (90, 160, 70)
            elif 60 < y <= 110 and 80 < x < 150: c = (150, 100, 50)
            elif 80 < y < 90 and 150 <= x < 220: c = (200, 30, 30)
            else: c = (200, 225, 250)
            row += bytes(c)
        rows += row
    def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(rows, 9)) + chunk(b'IEND', b'')
    return base64.b64encode(png).decode()
img = picture()
font = spec.get('font', 'Liberation Sans')
wm = 'rl-tb' if rtl else 'lr-tb'
def esc(s): return html.escape(s, quote=False)
def bullets(items):
    out = ['<text:list text:style-name="L1">']
    for it in items:
        if isinstance(it, list):
            out.append('<text:list-item><text:list>' + ''.join(f'<text:list-item><text:p text:style-name="P2">{esc(s)}</text:p></text:list-item>' for s in it) + '</text:list></text:list-item>')
        else:
            out.append(f'<text:list-item><text:p text:style-name="P1">{esc(it)}</text:p></text:list-item>')
    out.append('</text:list>')
    return ''.join(out)
def box(cls, x, y, w, h, inner, style='pr1'):
    return f'<draw:frame presentation:style-name="{style}" draw:layer="layout" svg:width="{w}cm" svg:height="{h}cm" svg:x="{x}cm" svg:y="{y}cm" presentation:class="{cls}"><draw:text-box>{inner}</draw:text-box></draw:frame>'
pages = []
for i, s in enumerate(spec['slides'], 1):
    parts = [box('title', 1.5, 0.8, 25, 2.4, f'<text:p text:style-name="PT">{esc(s["title"])}</text:p>', 'prT')]
    if 'sub' in s:
        parts.append(box('subtitle', 3, 5, 22, 5, ''.join(f'<text:p text:style-name="P1">{esc(t)}</text:p>' for t in s['sub'])))
    if 'bullets' in s:
        parts.append(box('outline', 1.5, 3.6, 25, 10.5, bullets(s['bullets'])))
    if 'left' in s:
        a, b = (s['right'], s['left']) if rtl else (s['left'], s['right'])
        parts.append(box('outline', 1.5, 3.6, 12, 10.5, f'<text:p text:style-name="PH">{esc(a[0])}</text:p>' + bullets(a[1:])))
        parts.append(box('outline', 14.5, 3.6, 12, 10.5, f'<text:p text:style-name="PH">{esc(b[0])}</text:p>' + bullets(b[1:])))
    if 'picture' in s:
        px = 16 if not rtl else 1.5
        tx = 1.5 if not rtl else 12.5
        parts.append(box('outline', tx, 3.6, 13.5, 10, bullets(s['picture']['bullets'])))
        parts.append(f'<draw:frame draw:style-name="gr1" svg:width="9.6cm" svg:height="6cm" svg:x="{px}cm" svg:y="4cm"><draw:image><office:binary-data>{img}</office:binary-data></draw:image></draw:frame>')
        parts.append(f'<draw:frame draw:style-name="gr1" svg:width="9.6cm" svg:height="1.6cm" svg:x="{px}cm" svg:y="10.2cm"><draw:text-box><text:p text:style-name="PC">{esc(s["picture"]["caption"])}</text:p></draw:text-box></draw:frame>')
    parts.append(f'<draw:frame draw:style-name="gr1" svg:width="10cm" svg:height="0.8cm" svg:x="{1.5 if rtl else 16.5}cm" svg:y="14.6cm"><draw:text-box><text:p text:style-name="PF">{esc(spec["footer"])} | {i}</text:p></draw:text-box></draw:frame>')
    pages.append(f'<draw:page draw:name="Slide{i}" draw:master-page-name="Default">' + ''.join(parts) + '</draw:page>')
doc = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:styles>
 <style:default-style style:family="graphic"><style:paragraph-properties style:writing-mode="{wm}"/><style:text-properties style:font-name="{font}" fo:font-family="'{font}'" style:font-family-complex="'{font}'" fo:font-size="20pt" style:font-size-complex="20pt" fo:language="{'ar' if rtl else 'en'}" style:language-complex="ar"/></style:default-style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="PM1"><style:page-layout-properties fo:page-width="28cm" fo:page-height="15.75cm" style:print-orientation="landscape"/></style:page-layout>
 <style:style style:name="dp1" style:family="drawing-page"><style:drawing-page-properties draw:fill="solid" draw:fill-color="#ffffff"/></style:style>
 <style:style style:name="prT" style:family="presentation"><style:graphic-properties draw:fill="none" draw:stroke="none" draw:textarea-vertical-align="middle"/></style:style>
 <style:style style:name="pr1" style:family="presentation"><style:graphic-properties draw:fill="none" draw:stroke="none" draw:textarea-vertical-align="top" draw:auto-grow-height="false" draw:fit-to-size="false" style:shrink-to-fit="false"/></style:style>
 <style:style style:name="gr1" style:family="graphic"><style:graphic-properties draw:fill="none" draw:stroke="none" draw:auto-grow-height="false"/></style:style>
 <style:style style:name="PT" style:family="paragraph"><style:paragraph-properties fo:text-align="{'end' if rtl else 'start'}" style:writing-mode="{wm}"/><style:text-properties fo:font-size="32pt" style:font-size-complex="32pt" fo:font-weight="bold" style:font-weight-complex="bold" fo:color="#1f3864"/></style:style>
 <style:style style:name="PH" style:family="paragraph"><style:paragraph-properties style:writing-mode="{wm}" fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="22pt" style:font-size-complex="22pt" fo:font-weight="bold" style:font-weight-complex="bold" fo:color="#c55a11"/></style:style>
 <style:style style:name="P1" style:family="paragraph"><style:paragraph-properties style:writing-mode="{wm}" fo:margin-bottom="0.25cm"/><style:text-properties fo:font-size="20pt" style:font-size-complex="20pt"/></style:style>
 <style:style style:name="P2" style:family="paragraph"><style:paragraph-properties style:writing-mode="{wm}" fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="17pt" style:font-size-complex="17pt"/></style:style>
 <style:style style:name="PC" style:family="paragraph"><style:paragraph-properties fo:text-align="center" style:writing-mode="{wm}"/><style:text-properties fo:font-size="13pt" style:font-size-complex="13pt" fo:font-style="italic" fo:color="#404040"/></style:style>
 <style:style style:name="PF" style:family="paragraph"><style:paragraph-properties fo:text-align="{'start' if rtl else 'end'}" style:writing-mode="{wm}"/><style:text-properties fo:font-size="11pt" style:font-size-complex="11pt" fo:color="#808080"/></style:style>
 <text:list-style style:name="L1">
  <text:list-level-style-bullet text:level="1" text:bullet-char="●"><style:list-level-properties text:space-before="0cm" text:min-label-width="0.9cm"/><style:text-properties fo:font-size="70%"/></text:list-level-style-bullet>
  <text:list-level-style-bullet text:level="2" text:bullet-char="–"><style:list-level-properties text:space-before="1.2cm" text:min-label-width="0.8cm"/></text:list-level-style-bullet>
 </text:list-style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1" draw:style-name="dp1"/></office:master-styles>
<office:body><office:presentation>{''.join(pages)}</office:presentation></office:body>
</office:document>'''
open(sys.argv[2], 'w').write(doc)
