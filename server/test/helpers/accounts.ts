// Accounts for app.inject tests. Every simulated person calls from their own address, as
// real users do, so the per-IP sign-in limits only bite in the tests that aim for them.
import type { FastifyInstance } from 'fastify';
import type { ChatReplyDto, LoginResponse, Role, UserDto } from '@edubot/common';
import { multipartFile } from '../fixtures/ingestion-upload.js';

let ipCounter = 1;
export const nextIp = (): string => {
  const n = ipCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

let emailCounter = 0;
export const uniqueEmail = (prefix = 'user'): string =>
  `${prefix}.${Date.now().toString(36)}.${emailCounter++}@school.example`;

export interface Account {
  user: UserDto;
  token: string;
  email: string;
  password: string;
  ip: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function registerBody(
  role: Role,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: role === 'teacher' ? 'Amal Hassan' : 'Omar Farouk',
    email: uniqueEmail(role),
    password: 'secret-pass',
    role,
    ...(role === 'teacher' ? { teacher_profile: { bot_limit: 3, current_bots: 0 } } : {}),
    ...overrides,
  };
}

/** Registers and signs in; fails the test loudly if either call does not succeed. */
export async function signUp(
  app: FastifyInstance,
  role: Role,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const ip = nextIp();
  const body = registerBody(role, overrides);
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: ip,
  });
  if (reg.statusCode !== 201) throw new Error(`register failed ${reg.statusCode}: ${reg.body}`);
  const email = String(body.email);
  const password = String(body.password);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (login.statusCode !== 200) throw new Error(`login failed ${login.statusCode}: ${login.body}`);
  const answer = login.json<LoginResponse>();
  return { user: answer.user, token: answer.access_token, email, password, ip };
}

export const createBotBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Physics Helper',
  subject: 'Physics',
  grade: 'Grade 10',
  supported_languages: ['Arabic - English'],
  ...overrides,
});

/** Creates a bot as the given teacher and returns its id. */
export async function createBot(
  app: FastifyInstance,
  teacher: Account,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/bots',
    headers: bearer(teacher.token),
    payload: createBotBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create bot failed ${res.statusCode}: ${res.body}`);
  return res.json<string>();
}

/** Student requests, teacher accepts; returns the membership id. */
export async function grantAccess(
  app: FastifyInstance,
  teacher: Account,
  student: Account,
  botId: string,
): Promise<string> {
  const req = await app.inject({
    method: 'POST',
    url: `/api/memberships/request/${botId}`,
    headers: bearer(student.token),
  });
  if (req.statusCode !== 201) throw new Error(`request failed ${req.statusCode}: ${req.body}`);
  const id = req.json<{ _id: string }>()._id;
  const acc = await app.inject({
    method: 'POST',
    url: `/api/memberships/accept/${id}`,
    headers: bearer(teacher.token),
  });
  if (acc.statusCode !== 200) throw new Error(`accept failed ${acc.statusCode}: ${acc.body}`);
  return id;
}

export interface EnrolledClass {
  teacher: Account;
  student: Account;
  botId: string;
}

/** A teacher, one bot of theirs, and a student already accepted to it. */
export async function enrolledClass(
  app: FastifyInstance,
  botOverrides: Record<string, unknown> = {},
): Promise<EnrolledClass> {
  const teacher = await signUp(app, 'teacher');
  const student = await signUp(app, 'student');
  const botId = await createBot(app, teacher, botOverrides);
  await grantAccess(app, teacher, student, botId);
  return { teacher, student, botId };
}

/**
 * A student's question to a bot through the JSON chat route; fails the test unless it is
 * answered (200), and returns the reply as the web receives it.
 */
export async function askTutor(
  app: FastifyInstance,
  student: Account,
  botId: string,
  user_query: string,
  /** A chat to continue (a follow-up); a new chat without it. */
  chat_id?: string,
): Promise<ChatReplyDto> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/bots/${botId}/chat/`,
    headers: bearer(student.token),
    payload: { user_query, ...(chat_id ? { chat_id } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`chat answered ${res.statusCode}: ${res.body}`);
  return res.json<ChatReplyDto>();
}

/**
 * The same question with a photo attached (multipart, as the web sends it): fails the test
 * unless it is answered (200).
 */
export async function askTutorWithPhoto(
  app: FastifyInstance,
  student: Account,
  botId: string,
  user_query: string,
  photo: Uint8Array,
): Promise<ChatReplyDto> {
  const { payload, headers } = multipartFile('worksheet.png', photo, 'image/png', 'image', {
    user_query,
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/bots/${botId}/chat/`,
    headers: { ...bearer(student.token), ...headers },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`chat answered ${res.statusCode}: ${res.body}`);
  return res.json<ChatReplyDto>();
}
