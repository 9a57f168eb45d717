import { useState } from 'react';
import { useLocation } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { StandalonePage } from '@/components/ui/standalone-page';
import { usePageTitle, useTranslation } from '@/lib/i18n';
import { useBot } from './api/get-bot';
import { BotInfoForm } from './components/bot-info-form';
import { resolveBotId, type ManageBotState } from './resolve-bot-id';

/** /botinfo: the Bot Info screen on its own, for the selected bot. */
export function BotInfoPage() {
  const { t } = useTranslation('bots');
  usePageTitle(t('manage.botInfo'));
  const location = useLocation();
  const [botId] = useState(() => resolveBotId(location.state as ManageBotState | null));
  const query = useBot(botId);
  return (
    <StandalonePage>
      <Card className="mt-4">
        <CardHeader title={t('manage.botInfo')} description={t('manage.botInfoDescription')} />
        <div className="p-5 sm:p-6">
          {!botId && <p role="alert">{t('manage.noBot')}</p>}
          {botId && query.isPending && <PageSpinner label={t('manage.loading')} />}
          {query.error && <p role="alert">{query.error.message}</p>}
          {query.data && <BotInfoForm key={query.data._id} bot={query.data} />}
        </div>
      </Card>
    </StandalonePage>
  );
}
