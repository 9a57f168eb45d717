// Logout ends the token on the server too (POST /api/auth/logout, issue 8), so a copied token
// stops working. The local session is cleared whatever the answer: logging out never waits.
import { api } from './api-client';
import { getToken } from './session';

/** Call before clearing the session: the request takes the current token with it. */
export function endServerSession(): void {
  if (!getToken()) return;
  api.post('/api/auth/logout').catch(() => {
    // Offline or already expired: the local logout still happens.
  });
}
