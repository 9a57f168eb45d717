import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { clearStudentSession } from '@/lib/session';

/** Leaves the chat for /login with the session cleared (docs/product.md chat 401 handling). */
export function useAuthExit() {
  const navigate = useNavigate();
  return useCallback(
    (message?: string) => {
      if (message) toast.error(message, { id: 'chat-auth' });
      clearStudentSession();
      navigate('/login', { replace: true });
    },
    [navigate],
  );
}
