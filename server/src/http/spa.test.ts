import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { CLIENT_ROUTES, defaultWebDist } from './spa.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd.js"></script></body></html>';

describe('SPA serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'sounds'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'sounds', 'rain.wav'), 'RIFF');
    t = await createTestApp({ EDUBOT_WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(CLIENT_ROUTES)('serves index.html at %s, revalidated on every load', async (route) => {
    const res = await t.app.inject({ method: 'GET', url: route });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets with a long immutable cache and other files revalidated', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const wav = await t.app.inject({ method: 'GET', url: '/sounds/rain.wav' });
    expect(wav.statusCode).toBe(200);
    expect(wav.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for other page loads (with query strings too)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/some/deep/link?x=1',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    const query = await t.app.inject({ method: 'GET', url: '/login?next=%2Fedubot' });
    expect(query.body).toBe(INDEX);
  });

  it('never falls back under /api, and missing assets stay 404', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found' });
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toEqual({ detail: 'Not found' });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('finds <repo>/web/dist by walking up from the module folder', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-repo-'));
    try {
      fs.mkdirSync(path.join(repo, 'web', 'dist'), { recursive: true });
      fs.writeFileSync(path.join(repo, 'web', 'dist', 'index.html'), INDEX);
      const bundled = path.join(repo, 'server', 'dist');
      const sources = path.join(repo, 'server', 'src', 'http');
      fs.mkdirSync(bundled, { recursive: true });
      fs.mkdirSync(sources, { recursive: true });
      expect(defaultWebDist(bundled)).toBe(path.join(repo, 'web', 'dist'));
      expect(defaultWebDist(sources)).toBe(path.join(repo, 'web', 'dist'));
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe('without a web build', () => {
  it('serves only the API; / is a JSON 404', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-nodist-'));
    const t = await createTestApp({ EDUBOT_WEB_DIST: empty });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found' });
    } finally {
      await t.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
