import { Card, CardHeader } from '@/components/ui/card';
import { StandalonePage } from '@/components/ui/standalone-page';
import { BotInfoForm } from './components/bot-info-form';

/** /botinfo: the Bot Info screen on its own (a stub; spec §2 describes it no further). */
export function BotInfoPage() {
  return (
    <StandalonePage>
      <Card className="mt-4">
        <CardHeader title="Bot Info" description="Basic details of your bot." />
        <div className="p-5 sm:p-6">
          <BotInfoForm />
        </div>
      </Card>
    </StandalonePage>
  );
}
