// The walk-through, in order, asserting the exact shapes of docs/product.md:
// register teacher and student, login, create bot, student requests, teacher lists and
// accepts, student sees it under accepted with bot_name, reject path, delete bot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const ID = expect.stringMatching(/^[0-9a-f-]{36}$/);
// Join codes use an alphabet without look-alikes (no 0/O, no 1/I).
const JOIN_CODE = expect.stringMatching(/^[A-HJ-NP-Z2-9]{6}$/);

describe('walk-through of the core calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.body === '' ? undefined : res.json() };
  };

  it('runs end to end', async () => {
    // 1. Register a teacher (spec register payload incl. teacher_profile 3/0) and a student.
    const teacherReg = await call('POST', '/api/auth/register', undefined, {
      name: 'Amal Hassan',
      email: 'Amal.Hassan@School.example',
      password: 'teach-pass',
      role: 'teacher',
      teacher_profile: { bot_limit: 3, current_bots: 0 },
    });
    expect(teacherReg).toEqual({
      status: 201,
      body: {
        _id: ID,
        name: 'Amal Hassan',
        email: 'amal.hassan@school.example',
        role: 'teacher',
        is_active: true,
        created_at: ISO,
        teacher_profile: { bot_limit: 3, current_bots: 0 },
      },
    });
    const studentReg = await call('POST', '/api/auth/register', undefined, {
      name: 'Omar Farouk',
      email: 'omar@school.example',
      password: 'learn-pass',
      role: 'student',
    });
    expect(studentReg).toEqual({
      status: 201,
      body: {
        _id: ID,
        name: 'Omar Farouk',
        email: 'omar@school.example',
        role: 'student',
        is_active: true,
        created_at: ISO,
      },
    });

    // 2. Login both.
    const teacherLogin = await call('POST', '/api/auth/login', undefined, {
      email: 'amal.hassan@school.example',
      password: 'teach-pass',
    });
    expect(teacherLogin).toEqual({
      status: 200,
      body: {
        access_token: expect.any(String),
        token_type: 'bearer',
        role: 'teacher',
        user: teacherReg.body,
      },
    });
    const studentLogin = await call('POST', '/api/auth/login', undefined, {
      email: 'OMAR@school.example',
      password: 'learn-pass',
    });
    expect(studentLogin.body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      role: 'student',
      user: studentReg.body,
    });
    const T = teacherLogin.body.access_token as string;
    const S = studentLogin.body.access_token as string;
    expect(await call('GET', '/api/users/me', T)).toEqual({ status: 200, body: teacherReg.body });
    expect(await call('GET', '/api/users/me', S)).toEqual({ status: 200, body: studentReg.body });

    // 3. Create a bot: the answer is the bare id string.
    const created = await call('POST', '/api/bots', T, {
      name: 'Physics Helper',
      subject: 'Physics',
      grade: '1st Secondary',
      supported_languages: ['Arabic - English', 'Only Arabic'],
    });
    expect(created).toEqual({ status: 201, body: ID });
    const botId = created.body as string;
    const bot = {
      _id: botId,
      name: 'Physics Helper',
      grade: '1st Secondary',
      subject: 'Physics',
      supported_languages: ['Arabic - English', 'Only Arabic'],
      created_at: ISO,
      // The short code students type to ask for access (no 0/O, 1/I).
      join_code: JOIN_CODE,
      // Classroom controls (issue 10), at their defaults.
      is_active: true,
      daily_message_quota: null,
      instructions: { welcome: '', starter_questions: [], tone: 'friendly', homework_mode: false },
    };
    // The teacher's list also carries each bot's file states, for the dashboard's badge.
    const noFiles = { total: 0, processing: 0, completed: 0, failed: 0 };
    expect(await call('GET', '/api/bots/teacher/me', T)).toEqual({
      status: 200,
      body: [{ ...bot, files: noFiles }],
    });
    expect(await call('GET', `/api/bots/${botId}`, T)).toEqual({ status: 200, body: bot });
    expect((await call('GET', '/api/users/me', T)).body.teacher_profile).toEqual({
      bot_limit: 3,
      current_bots: 1,
    });

    // 4. The student requests access; before acceptance the bot stays hidden.
    const requested = await call('POST', `/api/memberships/request/${botId}`, S);
    expect(requested).toEqual({
      status: 201,
      body: {
        _id: ID,
        bot_id: botId,
        bot_name: 'Physics Helper',
        bot_join_code: JOIN_CODE,
        status: 'pending',
        created_at: ISO,
        expires_at: null,
      },
    });
    const requestId = requested.body._id as string;
    expect((await call('GET', `/api/bots/${botId}`, S)).status).toBe(404);

    // 5. The teacher lists and accepts.
    const pendingRow = {
      id: requestId,
      _id: requestId,
      student_id: studentReg.body._id,
      student_name: 'Omar Farouk',
      student_email: 'omar@school.example',
      bot_id: botId,
      status: 'pending',
      created_at: ISO,
      expires_at: null,
    };
    expect(await call('GET', `/api/memberships/bot/${botId}`, T)).toEqual({
      status: 200,
      body: { pending: [pendingRow], accepted: [], expired: [] },
    });
    const accepted = await call('POST', `/api/memberships/accept/${requestId}`, T);
    expect(accepted).toEqual({
      status: 200,
      body: { ...pendingRow, status: 'accepted', expires_at: ISO },
    });
    expect(await call('GET', `/api/memberships/bot/${botId}`, T)).toEqual({
      status: 200,
      body: { pending: [], accepted: [accepted.body], expired: [] },
    });

    // 6. The student sees it under accepted with bot_name, and as a subscription.
    const mine = await call('GET', '/api/memberships/my', S);
    expect(mine).toEqual({
      status: 200,
      body: {
        accepted: [
          {
            _id: requestId,
            bot_id: botId,
            bot_name: 'Physics Helper',
            bot_join_code: JOIN_CODE,
            status: 'accepted',
            created_at: ISO,
            expires_at: accepted.body.expires_at,
          },
        ],
        expired: [],
        others: [],
        subscriptions: [
          {
            _id: botId,
            name: 'Physics Helper',
            subject: 'Physics',
            grade: '1st Secondary',
            membership: {
              expires_at: accepted.body.expires_at,
              created_at: requested.body.created_at,
            },
          },
        ],
      },
    });
    expect(await call('GET', `/api/bots/${botId}`, S)).toEqual({ status: 200, body: bot });

    // 7. Reject path: a second student is rejected and lands in expired / others.
    await call('POST', '/api/auth/register', undefined, {
      name: 'Sara Ali',
      email: 'sara@school.example',
      password: 'learn-pass',
      role: 'student',
    });
    const sara = (
      await call('POST', '/api/auth/login', undefined, {
        email: 'sara@school.example',
        password: 'learn-pass',
      })
    ).body.access_token as string;
    const saraReq = (await call('POST', `/api/memberships/request/${botId}`, sara)).body
      ._id as string;
    const rejected = await call('POST', `/api/memberships/reject/${saraReq}`, T);
    expect(rejected).toEqual({
      status: 200,
      body: expect.objectContaining({
        id: saraReq,
        student_name: 'Sara Ali',
        status: 'rejected',
        expires_at: null,
      }),
    });
    const groups = (await call('GET', `/api/memberships/bot/${botId}`, T)).body;
    expect(groups.expired).toEqual([rejected.body]);
    expect(groups.accepted).toEqual([accepted.body]);
    const saraMine = (await call('GET', '/api/memberships/my', sara)).body;
    expect(saraMine).toEqual({
      accepted: [],
      expired: [],
      others: [
        {
          _id: saraReq,
          bot_id: botId,
          bot_name: 'Physics Helper',
          bot_join_code: JOIN_CODE,
          status: 'rejected',
          created_at: ISO,
          expires_at: null,
        },
      ],
      subscriptions: [],
    });
    expect((await call('GET', `/api/bots/${botId}`, sara)).status).toBe(404);

    // 8. Delete the bot: gone for everyone, counts back to 0, memberships gone.
    expect(await call('DELETE', `/api/bots/${botId}`, T)).toEqual({ status: 204, body: undefined });
    expect(await call('GET', '/api/bots/teacher/me', T)).toEqual({ status: 200, body: [] });
    expect((await call('GET', '/api/users/me', T)).body.teacher_profile).toEqual({
      bot_limit: 3,
      current_bots: 0,
    });
    expect(await call('GET', `/api/bots/${botId}`, S)).toEqual({
      status: 404,
      body: { detail: 'Bot not found' },
    });
    expect((await call('GET', '/api/memberships/my', S)).body).toEqual({
      accepted: [],
      expired: [],
      others: [],
      subscriptions: [],
    });
    expect(await call('POST', `/api/memberships/request/${botId}`, S)).toEqual({
      status: 404,
      body: { detail: 'Bot not found' },
    });
  });
});
