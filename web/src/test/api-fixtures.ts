// Answers of our server for component tests, built from the shared DTO types so that a canned
// answer is one the server can really give (fetch-mock.ts checks them against the contract too).
// Each takes overrides for what a test cares about.
import {
  DEFAULT_BOT_INSTRUCTIONS,
  type BotDto,
  type FileDto,
  type LoginResponse,
  type TeacherMembershipDto,
  type UserDto,
} from '@edubot/common';
import { setToken, setUser } from '@/lib/session';
import { mockApi } from './fetch-mock';

const CREATED = '2026-01-01T00:00:00.000Z';

export function userDto(overrides: Partial<UserDto> = {}): UserDto {
  return {
    _id: 'u1',
    name: 'Ahmed',
    email: 'a@x.eg',
    role: 'teacher',
    is_active: true,
    created_at: CREATED,
    ...overrides,
  };
}

export function loginAnswer(user: Partial<UserDto> = {}, token = 'jwt-1'): LoginResponse {
  const dto = userDto(user);
  return { access_token: token, token_type: 'bearer', user: dto, role: dto.role };
}

export function botDto(overrides: Partial<BotDto> = {}): BotDto {
  return {
    _id: 'bot-1',
    name: 'Biology 9',
    grade: 'Grade 9',
    subject: 'Biology',
    supported_languages: ['Arabic - English'],
    created_at: CREATED,
    join_code: 'K7M2QX',
    is_active: true,
    daily_message_quota: null,
    instructions: DEFAULT_BOT_INSTRUCTIONS,
    ...overrides,
  };
}

export function fileDto(overrides: Partial<FileDto> = {}): FileDto {
  return {
    file_id: 'f1',
    filename: 'chapter.pdf',
    status: 'COMPLETED',
    kind: 'pdf',
    size: 1024,
    created_at: CREATED,
    ...overrides,
  };
}

export function membershipDto(overrides: Partial<TeacherMembershipDto> = {}): TeacherMembershipDto {
  const id = overrides.id ?? overrides._id ?? 'm1';
  return {
    id,
    _id: id,
    student_id: 's1',
    student_name: 'Mona Ali',
    student_email: 'mona@x.eg',
    bot_id: 'bot-1',
    status: 'pending',
    created_at: CREATED,
    expires_at: null,
    ...overrides,
  };
}

/** A teacher's browser after sign-in: token and user stored as the login screen leaves them. */
export function signInTeacher(user: UserDto = userDto()): UserDto {
  setToken('tok');
  setUser({ name: user.name, email: user.email, role: user.role });
  return user;
}

/** What the teacher shell loads on start: the profile and the bot list (plus any other routes). */
export function teacherShellApi(
  bots: BotDto[] = [],
  more: Parameters<typeof mockApi>[0] = {},
): ReturnType<typeof mockApi> {
  const user = signInTeacher();
  return mockApi({
    'GET /api/users/me': () => ({ body: user }),
    'GET /api/bots/teacher/me': () => ({ body: bots }),
    ...more,
  });
}
