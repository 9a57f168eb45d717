import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { Footer } from '@/components/ui/footer';
import { UploadMaterials } from './components/upload-materials';

/** /upload: step 2 on its own, for the bot stored in currentBotData. */
export function UploadPage() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
        <Link
          to="/teacher-page"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to dashboard
        </Link>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Upload Study Materials</h1>
        <p className="text-sm text-slate-500">Step 2: Upload Content</p>
        <Card className="mt-6 p-5 sm:p-6">
          <UploadMaterials onGoToDashboard={() => navigate('/teacher-page')} />
        </Card>
      </main>
      <Footer />
    </div>
  );
}
