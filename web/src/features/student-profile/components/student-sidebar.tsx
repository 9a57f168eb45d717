import { BookOpen, MessageSquare, User } from 'lucide-react';
import { AppSidebar, SidebarButton, SidebarLink } from '@/components/ui/app-sidebar';
import { useTranslation } from '@/lib/i18n';

export type StudentTab = 'profile' | 'studyArea';

export function StudentSidebar({
  tab,
  onSelect,
  onLogout,
  open,
  onClose,
}: {
  tab: StudentTab;
  onSelect: (tab: StudentTab) => void;
  onLogout: () => void;
  /** Small screens only: whether the slide-in sidebar is shown. */
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('student');
  return (
    <AppSidebar
      id="student-sidebar"
      label={t('nav.label')}
      open={open}
      onClose={onClose}
      onLogout={onLogout}
      logoutLabel={t('nav.logout')}
    >
      <SidebarButton active={tab === 'profile'} onClick={() => onSelect('profile')} icon={User}>
        {t('nav.profile')}
      </SidebarButton>
      <SidebarLink to="/edubot" icon={MessageSquare}>
        {t('nav.myChatbot')}
      </SidebarLink>
      <SidebarButton
        active={tab === 'studyArea'}
        onClick={() => onSelect('studyArea')}
        icon={BookOpen}
      >
        {t('nav.studyArea')}
      </SidebarButton>
    </AppSidebar>
  );
}
