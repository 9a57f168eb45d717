import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { Footer } from '@/components/ui/footer';
import { BotInfoForm } from './components/bot-info-form';

/** /botinfo: the Bot Info screen on its own (a stub; spec §2 describes it no further). */
export function BotInfoPage() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
        <Link
          to="/teacher-page"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to dashboard
        </Link>
        <Card className="mt-4">
          <CardHeader title="Bot Info" description="Basic details of your bot." />
          <div className="p-5 sm:p-6">
            <BotInfoForm />
          </div>
        </Card>
      </main>
      <Footer />
    </div>
  );
}
