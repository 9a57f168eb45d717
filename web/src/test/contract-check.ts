// Holds the web's test traffic against the server's contract (common/src/api-routes.ts, which the
// server's route-contract test keeps equal to its routes). Violations are collected here and
// fail the test that made them (setup.ts); they are not thrown into the app, which would only
// show them as a network error a test might not look at.
import {
  errorDetailSchema,
  findApiRoute,
  validationErrorSchema,
  type ApiRoute,
} from '@edubot/common';
import type { z } from 'zod';

const violations: string[] = [];

/** The violations since the last call, and forgets them. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** The route a call reaches, after checking its JSON payload; undefined when there is none. */
export function checkCall(
  method: string,
  pathname: string,
  body: unknown,
): { key: string; route: ApiRoute } | undefined {
  const found = findApiRoute(method, pathname);
  if (!found) {
    violations.push(`${method} ${pathname}: the server has no such route`);
    return undefined;
  }
  const isJson = body !== undefined && body !== null && !(body instanceof FormData);
  if (found.route.body && isJson) {
    const parsed = found.route.body.safeParse(body);
    if (!parsed.success)
      violations.push(`${found.key}: the server refuses this payload (${issues(parsed.error)})`);
  }
  return found;
}

/** Checks a canned answer against what the route can answer with that status. */
export function checkAnswer(
  { key, route }: { key: string; route: ApiRoute },
  status: number,
  body: unknown,
): void {
  // 5xx: a proxy or a crash may answer anything; the web must cope, so any body is allowed.
  if (status >= 500) return;
  if (status >= 400) {
    const shape = status === 422 ? validationErrorSchema.or(errorDetailSchema) : errorDetailSchema;
    const parsed = shape.safeParse(body);
    if (!parsed.success)
      violations.push(`${key} ${status}: not the API's error shape (${issues(parsed.error)})`);
    return;
  }
  const answer = route.answers[status as keyof ApiRoute['answers']];
  if (answer === undefined) {
    violations.push(`${key}: the server never answers ${status}`);
  } else if (answer === 'empty') {
    if (body !== undefined) violations.push(`${key} ${status}: the server sends no content`);
  } else if (answer !== 'raw') {
    const parsed = answer.safeParse(body);
    if (!parsed.success)
      violations.push(`${key} ${status}: the server cannot answer this (${issues(parsed.error)})`);
  }
}
