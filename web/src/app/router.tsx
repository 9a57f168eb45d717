import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { lazyPage, loadNamespaces } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RequireRole } from './route-guard';

const LandingPage = lazyPage(() => import('@/features/landing'), 'LandingPage', ['landing']);
const RegisterPage = lazyPage(() => import('@/features/auth/register-page'), 'RegisterPage', [
  'auth',
]);
const LoginPage = lazyPage(() => import('@/features/auth/login-page'), 'LoginPage', ['auth']);
const TeacherShell = lazyPage(() => import('./teacher-shell/teacher-shell'), 'TeacherShell', [
  'teacher',
  'bots',
]);
const UploadPage = lazyPage(() => import('@/features/create-bot'), 'UploadPage', ['bots']);
const BotInfoPage = lazyPage(() => import('@/features/manage-bot'), 'BotInfoPage', ['bots']);
// Manage Bot's "Try your bot" tab is the student chat (issue 10 §7), downloaded when opened.
const PreviewChat = lazy(async () => {
  const [{ PreviewChat: Chat }] = await Promise.all([
    import('@/features/chat/preview'),
    loadNamespaces(['chat', 'insight']),
  ]);
  return { default: Chat };
});
const ManageBotPage = lazy(async () => {
  const [{ ManageBotPage: Page }] = await Promise.all([
    import('@/features/manage-bot'),
    loadNamespaces(['bots']),
  ]);
  return {
    default: () => (
      <Page
        renderPreview={(botId: string) => (
          <Suspense fallback={<PageSpinner />}>
            <PreviewChat botId={botId} />
          </Suspense>
        )}
      />
    ),
  };
});
// The student shell gets the Study Area from the app, since features never import each other.
const StudentPage = lazy(async () => {
  const [profile, study] = await Promise.all([
    import('@/features/student-profile'),
    import('@/features/study-area'),
    loadNamespaces(['student', 'study']),
  ]);
  const { StudentPage: Shell } = profile;
  const { StudyArea } = study;
  return {
    default: () => (
      <Shell renderStudyArea={(userName: string) => <StudyArea userName={userName} />} />
    ),
  };
});
const JoinPage = lazyPage(() => import('@/features/join'), 'JoinPage');
const ChatPage = lazyPage(() => import('@/features/chat'), 'ChatPage', ['chat']);

const DataLayout = lazyPage(() => import('./data-layout'), 'DataLayout');

const TEACHER = ['teacher'] as const;
const STUDENT = ['student'] as const;

/** The route table of docs/product.md; exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'join/:code', element: <JoinPage /> },
      {
        element: <DataLayout />,
        children: [
          {
            path: 'teacher-page',
            element: (
              <RequireRole roles={TEACHER}>
                <TeacherShell />
              </RequireRole>
            ),
          },
          {
            path: 'upload',
            element: (
              <RequireRole roles={TEACHER}>
                <UploadPage />
              </RequireRole>
            ),
          },
          {
            path: 'botinfo',
            element: (
              <RequireRole roles={TEACHER}>
                <BotInfoPage />
              </RequireRole>
            ),
          },
          {
            path: 'managebot',
            element: (
              <RequireRole roles={TEACHER}>
                <ManageBotPage />
              </RequireRole>
            ),
          },
          {
            path: 'student-page',
            element: (
              <RequireRole roles={STUDENT}>
                <StudentPage />
              </RequireRole>
            ),
          },
          {
            path: 'edubot',
            element: (
              <RequireRole roles={STUDENT}>
                <ChatPage />
              </RequireRole>
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes under a declarative <BrowserRouter> (main.tsx). The data router
 * (createBrowserRouter) costs about 17 KB gzipped in every route's first download and nothing
 * here uses loaders or actions; errors are caught by RootLayout's boundary.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
