import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { StandalonePage } from '@/components/ui/standalone-page';
import { UploadMaterials } from './components/upload-materials';
import { useTranslation } from '@/lib/i18n';

/** /upload: step 2 on its own, for the bot stored in currentBotData. */
export function UploadPage() {
  const navigate = useNavigate();
  const { t } = useTranslation('bots');
  return (
    <StandalonePage>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('create.materials')}</h1>
      <p className="text-sm text-slate-500">{t('create.step2')}</p>
      <Card className="mt-6 p-5 sm:p-6">
        <UploadMaterials onGoToDashboard={() => navigate('/teacher-page')} />
      </Card>
    </StandalonePage>
  );
}
