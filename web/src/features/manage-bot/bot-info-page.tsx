import { Card, CardHeader } from '@/components/ui/card';
import { StandalonePage } from '@/components/ui/standalone-page';
import { BotInfoForm } from './components/bot-info-form';
import { usePageTitle, useTranslation } from '@/lib/i18n';

/** /botinfo: the Bot Info screen on its own (a stub; spec §2 describes it no further). */
export function BotInfoPage() {
  const { t } = useTranslation('bots');
  usePageTitle(t('manage.botInfo'));
  return (
    <StandalonePage>
      <Card className="mt-4">
        <CardHeader title={t('manage.botInfo')} description={t('manage.botInfoDescription')} />
        <div className="p-5 sm:p-6">
          <BotInfoForm />
        </div>
      </Card>
    </StandalonePage>
  );
}
