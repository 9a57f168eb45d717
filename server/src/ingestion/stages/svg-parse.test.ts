import { describe, expect, it } from 'vitest';
import { pixelFloodPng, textImage } from '../../../test/fixtures/ingestion-fixtures.js';
import { parseSvg } from './svg-parse.js';

const MAX = 40_000_000;

describe('parseSvg (data only, nothing executed or fetched)', () => {
  it('collects text, tspan, title, desc and foreignObject labels in order', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><title>Cell</title><desc>Parts of a cell</desc>
      <text x="1" y="2">Nucleus <tspan>controls</tspan><tspan>the cell</tspan></text>
      <foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><p>Membrane</p><p>protects</p></div></foreignObject>
      <text>النواة</text></svg>`;
    expect(parseSvg(svg, MAX).labels).toEqual([
      'Cell',
      'Parts of a cell',
      'Nucleus controls the cell',
      'Membrane protects',
      'النواة',
    ]);
  });

  it('does not expand entities (billion laughs) nor resolve external ones', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
      <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY x SYSTEM "file:///etc/passwd">]>
      <svg xmlns="http://www.w3.org/2000/svg"><text>Safe &c; &x;</text></svg>`;
    const parsed = parseSvg(laughs, MAX);
    expect(parsed.labels.join(' ')).not.toContain('aaaa');
    expect(parsed.labels.join(' ')).not.toContain('root:');
    expect(parsed.labels[0]).toContain('Safe');
  });

  it('keeps script, handlers and external references out of the copy that gets rasterized', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
      <script>alert(2)</script><image href="file:///etc/passwd"/><image xlink:href="http://example.org/x.png"/>
      <use href="#shape"/><rect id="shape" fill="url(http://evil/x)" stroke="url(#grad)"/></svg>`;
    const { sanitized } = parseSvg(svg, MAX);
    expect(sanitized).not.toMatch(/alert|onload|file:|http:\/\/example|http:\/\/evil/);
    expect(sanitized).toContain('href="#shape"');
    expect(sanitized).toContain('stroke="url(#grad)"');
  });

  it('keeps embedded images only when their header is within the pixel limit', () => {
    const small = Buffer.from(textImage(['x'], { width: 50 })).toString('base64');
    const flood = Buffer.from(pixelFloodPng()).toString('base64');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/png;base64,${small}"/><image href="data:image/png;base64,${flood}"/></svg>`;
    const { sanitized } = parseSvg(svg, 40_000_000);
    expect(sanitized).toContain(small.slice(0, 40));
    expect(sanitized).not.toContain(flood.slice(0, 40));
  });
});
