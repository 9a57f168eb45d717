// Slide decks exported by LibreOffice Impress (server/bench/tables-class-2/): the bullets reach
// the text layer as symbol-font glyphs (U+F095) set apart from their items. Passages are the
// text the ingestion pipeline extracted from those PDFs.
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { bulletGlyphsAsItems } from './slide-bullets.js';

const G = '\uF095';
// "TCP and UDP": two bullets, each with three sub-bullets.
const TRANSPORT = hit(
  `TCP and UDP\nTCP: reliable\n${G}\nevery segment is acknowledged ${G}\nlost segments are sent again ${G}\nused for web pages, email and file transfer ${G}\nUDP: faster\n${G}\nno handshake and no acknowledgements ${G}\na lost datagram is not sent again ${G}\nused for online games, video calls and DNS Both use checksums to detect damaged data\n`,
  'networks-lecture4.pdf',
  5,
);
const PORTS = hit(
  `Port numbers and sockets\nA port number is a 16-bit number from 0 to 65535 ${G}\nwell-known ports: 0 to 1023\n${G}\nregistered ports: 1024 to 49151 ${G}\ndynamic ports: 49152 to 65535\n${G}\nA socket is the pair of an IP address and a port ${G}\ne.g. 192.168.1.5:443\n${G}\nWeb servers listen on port 80 (HTTP) and port 443 (HTTPS)`,
  'networks-lecture4.pdf',
  4,
);
// The Arabic deck: right to left, each glyph after its item, several items on one line.
const FOSSIL = hit(
  `مصادر الطاقة غير المتجددة الفحم ${G}\nأكثر الوقود الأحفوري تلويثا للهواء ${G} النفط ${G}\nيستخدم وقودا للجرارات والآلات الزراعية ${G} الغاز الطبيعي ${G}\nأنظف أنواع الوقود الأحفوري احتراقا ${G}\n`,
  'مصادر الطاقة.pdf',
  4,
);
const RENEWABLE = hit(
  `مصادر الطاقة المتجددة\nالطاقة الشمسية ${G}\nتستخدم الألواح الشمسية لتشغيل مضخات الري ${G} لا ينتج عنها تلوث للهواء ${G} طاقة الرياح ${G}\nتدير الرياح التوربينات لتوليد الكهرباء ${G} تحتاج إلى سرعة رياح مناسبة طوال العام ${G} الكتلة الحيوية ${G}\nتنتج من المخلفات الزراعية وروث الحيوانات ${G} يمكن تحويلها إلى غاز حيوي للطهي ${G}\n`,
  'مصادر الطاقة.pdf',
  3,
);

const ask = (query: string, passages: SearchHit[]) =>
  extractiveAnswer(classQuestion(query, passages, true)).text;

describe('slide bullets drawn from symbol fonts', () => {
  it('opens each item with a bullet: after its glyph left to right, before it right to left', () => {
    expect(bulletGlyphsAsItems(TRANSPORT.text).split('\n').slice(0, 6)).toEqual([
      'TCP and UDP',
      '• TCP: reliable',
      '• every segment is acknowledged',
      '• lost segments are sent again',
      '• used for web pages, email and file transfer',
      '• UDP: faster',
    ]);
    expect(bulletGlyphsAsItems(FOSSIL.text).split('\n').slice(1, 5)).toEqual([
      '• أكثر الوقود الأحفوري تلويثا للهواء',
      '• النفط',
      '• يستخدم وقودا للجرارات والآلات الزراعية',
      '• الغاز الطبيعي',
    ]);
    // A glyph that opens its own line (PowerPoint) makes no item of the line above.
    expect(bulletGlyphsAsItems('Objectives\n\uF0B7 Define a port\n\uF0B7 Name two protocols')).toBe(
      'Objectives\n• Define a port\n• Name two protocols',
    );
    // A private-use symbol inside a formula is no bullet.
    expect(bulletGlyphsAsItems('x \uF02B y = 3')).toBe('x \uF02B y = 3');
  });

  it('quotes a sub-bullet with the bullet above it that names the subject asked about', () => {
    const answer = ask('why would a game use UDP', [TRANSPORT, PORTS]);
    expect(answer).toContain('UDP: faster');
    expect(answer).toContain('used for online games');
    // TCP's sub-bullets are not the answer.
    expect(answer).not.toContain('every segment is acknowledged');
    expect(answer).not.toContain('used for web pages');
  });

  it('quotes the bullet a restating sub-bullet describes', () => {
    const answer = ask('ما أنظف أنواع الوقود الأحفوري', [FOSSIL, RENEWABLE]);
    expect(answer).toContain('الغاز الطبيعي');
    expect(answer).toContain('أنظف أنواع الوقود الأحفوري احتراقا');
  });

  it('keeps the items of an Arabic slide apart: one item answers, not the whole line', () => {
    const answer = ask('مم تنتج الكتلة الحيوية', [RENEWABLE, FOSSIL]);
    expect(answer).toContain('تنتج من المخلفات الزراعية وروث الحيوانات');
    expect(answer).not.toContain('سرعة رياح');
  });
});
