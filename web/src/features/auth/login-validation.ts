import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@edubot/common';

// Loaded on the login form's first use (see lib/lazy-resolver.ts): zod stays off the first paint.
export const loginResolver = zodResolver(loginSchema);
