# Makes a clean grayscale PNG look like a phone/flatbed scan: paper tint, noise, slight skew.
import sys, zlib, struct, random
random.seed(14)
data = open(sys.argv[1], 'rb').read()
pos = 8; idat = b''; w = h = 0
while pos < len(data):
    ln, = struct.unpack('>I', data[pos:pos+4]); typ = data[pos+4:pos+8]; body = data[pos+8:pos+8+ln]
    if typ == b'IHDR': w, h, bd, ct = struct.unpack('>IIBB', body[:10]); bpp = {0: 1, 2: 3}[ct]
    if typ == b'IDAT': idat += body
    pos += 12 + ln
raw = zlib.decompress(idat); stride = w*bpp + 1
rows = []; prev = bytearray(w*bpp)
for y in range(h):
    f = raw[y*stride]; line = bytearray(raw[y*stride+1:(y+1)*stride])
    for x in range(w*bpp):
        a = line[x-bpp] if x >= bpp else 0; b = prev[x]; c = prev[x-bpp] if x >= bpp else 0
        if f == 1: line[x] = (line[x] + a) & 255
        elif f == 2: line[x] = (line[x] + b) & 255
        elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c; pa, pb, pc = abs(p-a), abs(p-b), abs(p-c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    prev = line; rows.append(line[::bpp] if bpp == 1 else bytearray(line[i*3+1] for i in range(w)))
out = bytearray()
for y in range(h):
    shift = int(y * 0.012) - 8
    src = rows[y]; o = bytearray(w)
    shade = 228 - int(14 * y / h)
    for x in range(w):
        sx = x + shift
        v = src[sx] if 0 <= sx < w else 255
        v = v * shade // 255 + 10 + random.randint(-9, 9) - int(10 * x / w)
        o[x] = 0 if v < 0 else 255 if v > 255 else v
    out += b'\x00' + o
def chunk(t, b): return struct.pack('>I', len(b)) + t + b + struct.pack('>I', zlib.crc32(t + b) & 0xffffffff)
png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 0, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(bytes(out), 9)) + chunk(b'IEND', b'')
open(sys.argv[2], 'wb').write(png)
