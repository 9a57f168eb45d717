import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { botDto, userDto } from '@/test/api-fixtures';
import { mockApi } from '@/test/fetch-mock';
import { renderScreen } from '@/test/render';
import { CreateBotWizard } from './create-bot-wizard';

async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Bot name'), '  Physics Helper  ');
  await user.type(screen.getByLabelText('Subject'), ' Physics ');
  await user.click(screen.getByRole('button', { name: /Grade/ }));
  await user.click(screen.getByRole('button', { name: 'American System' }));
  // the back link returns to the systems
  await user.click(screen.getByRole('button', { name: 'Back to systems' }));
  await user.click(screen.getByRole('button', { name: 'IG System' }));
  await user.click(screen.getByRole('button', { name: 'Year 9' }));
  await user.click(screen.getByLabelText('Arabic - English'));
  await user.click(screen.getByLabelText('Only Arabic'));
}

function pdf(name = 'notes.pdf') {
  return new File(['%PDF-1.4'], name, { type: 'application/pdf' });
}

function storeBot(botId: string) {
  localStorage.setItem(
    'currentBotData',
    JSON.stringify({ botName: 'Stored Bot', subject: 'S', grade: 'Year 9', languages: [], botId }),
  );
}

const botRow = (id: string, files = { total: 0, processing: 0, completed: 0, failed: 0 }) =>
  botDto({ _id: id, name: `Bot ${id}`, files });

const teacherUser = (current: number) =>
  userDto({ _id: 't1', name: 'Teacher', teacher_profile: { bot_limit: 3, current_bots: current } });

describe('create bot wizard', () => {
  it('shows the docs/product.md messages for an empty step 1', async () => {
    const user = userEvent.setup();
    renderScreen(<CreateBotWizard onGoToDashboard={() => undefined} />, '/teacher-page');
    expect(screen.getByText('Step 1: Create Bot')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create EduBot' }));
    expect(await screen.findByText('Bot name is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a grade')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one language')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Bot name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Create EduBot' }));
    expect(await screen.findByText('Bot name must be at least 2 characters')).toBeInTheDocument();
  });

  it('creates the bot with trimmed fields, stores currentBotData and moves to step 2, then uploads', async () => {
    const uploads: string[] = [];
    const api = mockApi({
      'POST /api/bots': () => ({ status: 201, body: 'bot-42' }),
      'POST /api/files/upload': (call) => {
        const file = (call.body as FormData).get('file') as File;
        uploads.push(file.name);
        return {
          status: 201,
          body: { file_id: `f-${uploads.length}`, filename: file.name, status: 'PROCESSING' },
        };
      },
    });
    localStorage.setItem('userToken', 'tok');
    const onDone = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<CreateBotWizard onGoToDashboard={onDone} />, '/teacher-page');
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Create EduBot' }));
    expect(await screen.findByText('EduBot created successfully 🎉')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/bots')!.body).toEqual({
      name: 'Physics Helper',
      subject: 'Physics',
      grade: 'Year 9',
      supported_languages: ['Arabic - English', 'Only Arabic'],
    });
    expect(JSON.parse(localStorage.getItem('currentBotData')!)).toEqual({
      botName: 'Physics Helper',
      subject: 'Physics',
      grade: 'Year 9',
      languages: ['Arabic - English', 'Only Arabic'],
      botId: 'bot-42',
    });
    expect(await screen.findByText('Upload Study Materials')).toBeInTheDocument();

    // Step 2: nothing chosen
    await user.click(screen.getByRole('button', { name: 'Upload & Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please upload at least one file before saving.',
    );

    // a rejected file is reported, accepted ones are kept
    const input = screen.getByTestId('file-input') as HTMLInputElement;
    await user.upload(input, [
      pdf('a.pdf'),
      new File(['x'], 'design.fig', { type: 'application/octet-stream' }),
      pdf('b.pdf'),
    ]);
    expect(
      screen.getByText('Some files were rejected. Allowed: pdf, png, jpeg, svg, zip.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    await user.upload(input, [pdf('c.pdf')]);

    await user.click(screen.getByRole('button', { name: 'Upload & Save' }));
    expect(await screen.findByText('We are cooking your bot')).toBeInTheDocument();
    expect(screen.getByText('It almost takes 10 min')).toBeInTheDocument();
    expect(uploads).toEqual(['a.pdf', 'c.pdf']);
    expect(api.calls.filter((c) => c.path === '/api/files/upload?bot_id=bot-42')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('uploadedFileIds')!)).toEqual({
      'bot-42': ['f-1', 'f-2'],
    });
    expect(localStorage.getItem('currentBotData')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(onDone).toHaveBeenCalled();
  });

  it("reports each file's own result with the server's reason and retries only the failed file", async () => {
    storeBot('bot-9');
    const sent: string[] = [];
    let refuse = true;
    mockApi({
      'GET /api/bots/teacher/me': () => ({
        body: [botRow('bot-9', { total: 1, processing: 1, completed: 0, failed: 0 })],
      }),
      'POST /api/files/upload': (call) => {
        const file = (call.body as FormData).get('file') as File;
        sent.push(file.name);
        if (file.name === 'bad.pdf' && refuse)
          return {
            status: 415,
            body: { detail: 'This file type is not supported. Allowed: pdf, png, jpeg, svg, zip.' },
          };
        return {
          status: 201,
          body: { file_id: `f-${sent.length}`, filename: file.name, status: 'PROCESSING' },
        };
      },
    });
    const { UploadPage } = await import('./upload-page');
    const user = userEvent.setup();
    renderScreen(<UploadPage />, '/upload');
    await user.upload(screen.getByTestId('file-input') as HTMLInputElement, [
      pdf('one.pdf'),
      pdf('bad.pdf'),
      pdf('two.pdf'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload & Save' }));
    expect(
      await screen.findByText(
        'Failed: This file type is not supported. Allowed: pdf, png, jpeg, svg, zip.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to upload files')).toBeInTheDocument();
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
    expect(screen.queryByText('We are cooking your bot')).not.toBeInTheDocument();
    expect(sent).toEqual(['one.pdf', 'bad.pdf', 'two.pdf']);

    // the retry sends the failed file alone; the uploaded ones are not sent twice
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry the failed file' }));
    expect(await screen.findByText('We are cooking your bot')).toBeInTheDocument();
    expect(sent).toEqual(['one.pdf', 'bad.pdf', 'two.pdf', 'bad.pdf']);
    expect(localStorage.getItem('currentBotData')).toBeNull();
  });

  it('finishes without a refused file once the teacher removes it', async () => {
    storeBot('bot-9');
    const sent: string[] = [];
    mockApi({
      'POST /api/files/upload': (call) => {
        const file = (call.body as FormData).get('file') as File;
        sent.push(file.name);
        if (file.name === 'bad.pdf') return { status: 413, body: { detail: 'File too large' } };
        return { status: 201, body: { file_id: 'f-1', filename: file.name, status: 'PROCESSING' } };
      },
    });
    const { UploadPage } = await import('./upload-page');
    const user = userEvent.setup();
    renderScreen(<UploadPage />, '/upload');
    await user.upload(screen.getByTestId('file-input') as HTMLInputElement, [
      pdf('one.pdf'),
      pdf('bad.pdf'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload & Save' }));
    expect(await screen.findByText('Failed: File too large')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove bad.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('We are cooking your bot')).toBeInTheDocument();
    expect(sent).toEqual(['one.pdf', 'bad.pdf']);
  });

  it('resumes at step 2 for a bot created earlier, and shows real progress in the cooking modal', async () => {
    storeBot('bot-7');
    let summary = { total: 1, processing: 1, completed: 0, failed: 0 };
    const api = mockApi({
      'GET /api/bots/teacher/me': () => ({ body: [botRow('bot-7', summary)] }),
      'GET /api/users/me': () => ({ body: teacherUser(1) }),
      'POST /api/files/upload': () => ({
        status: 201,
        body: { file_id: 'f-2', filename: 'x.pdf', status: 'PROCESSING' },
      }),
    });
    const user = userEvent.setup();
    renderScreen(<CreateBotWizard onGoToDashboard={() => undefined} />, '/teacher-page');
    expect(
      await screen.findByText('You are adding files to Stored Bot, created earlier.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload Study Materials')).toBeInTheDocument();
    expect(await screen.findByText('Already on this bot: 1 file')).toBeInTheDocument();
    summary = { total: 2, processing: 1, completed: 1, failed: 0 };
    await user.upload(screen.getByTestId('file-input') as HTMLInputElement, [pdf('x.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload & Save' }));
    const modal = await screen.findByRole('dialog', { name: 'We are cooking your bot' });
    expect(await within(modal).findByText('1 of 2 files ready')).toBeInTheDocument();
    expect(within(modal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/bots')).toBe(false);
  });

  it('forgets a stored bot that no longer exists and starts at step 1', async () => {
    storeBot('bot-gone');
    mockApi({
      'GET /api/bots/teacher/me': () => ({ body: [] }),
      'GET /api/users/me': () => ({ body: teacherUser(0) }),
    });
    renderScreen(<CreateBotWizard onGoToDashboard={() => undefined} />, '/teacher-page');
    expect(await screen.findByText('0 of 3 bots used')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bot details' })).toBeInTheDocument();
    expect(localStorage.getItem('currentBotData')).toBeNull();
  });

  it('shows the bot limit before step 1, and the server reason for a refusal', async () => {
    const bots = [botRow('a'), botRow('b'), botRow('c')];
    mockApi({
      'GET /api/bots/teacher/me': () => ({ body: bots }),
      'GET /api/users/me': () => ({ body: teacherUser(3) }),
    });
    renderScreen(<CreateBotWizard onGoToDashboard={() => undefined} />, '/teacher-page');
    expect(await screen.findByText('3 of 3 bots used')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bot limit reached: you can have at most 3 bots. Delete a bot to create a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create EduBot' })).toBeDisabled();
  });

  it("shows the server's detail when the creation is refused", async () => {
    mockApi({
      'GET /api/bots/teacher/me': () => ({ body: [botRow('a')] }),
      'GET /api/users/me': () => ({ body: teacherUser(1) }),
      'POST /api/bots': () => ({
        status: 403,
        body: {
          detail:
            'Bot limit reached: you can have at most 1 bots. Delete a bot to create a new one.',
        },
      }),
    });
    const user = userEvent.setup();
    renderScreen(<CreateBotWizard onGoToDashboard={() => undefined} />, '/teacher-page');
    expect(await screen.findByText('1 of 3 bots used')).toBeInTheDocument();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Create EduBot' }));
    expect(await screen.findByRole('alert', {})).toHaveTextContent(
      'Bot limit reached: you can have at most 1 bots. Delete a bot to create a new one.',
    );
    expect(screen.queryByText('Failed to create EduBot. Please try again.')).toBeNull();
  });

  it('says the bot id is missing when no bot was created', async () => {
    const { UploadPage } = await import('./upload-page');
    const user = userEvent.setup();
    renderScreen(<UploadPage />, '/upload');
    await user.upload(screen.getByTestId('file-input') as HTMLInputElement, [pdf()]);
    await user.click(screen.getByRole('button', { name: 'Upload & Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bot ID is missing. Please go back and create the bot first.',
    );
  });

  it('explains a create failure: non-string id, 401, other', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/bots': () => ({
        status: 201,
        body: { id: 'x' },
        offContract:
          'the product contract has a message for an answer without an id (docs/product.md)',
      }),
    });
    renderScreen(<CreateBotWizard onGoToDashboard={() => undefined} />, '/teacher-page');
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Create EduBot' }));
    expect(await screen.findByText('Failed to get bot ID from server')).toBeInTheDocument();
    mockApi({ 'POST /api/bots': () => ({ status: 401, body: { detail: 'Not authenticated' } }) });
    await user.click(screen.getByRole('button', { name: 'Create EduBot' }));
    expect(
      await screen.findByText('Authentication failed. Please login again.'),
    ).toBeInTheDocument();
    mockApi({ 'POST /api/bots': () => ({ status: 500 }) });
    await user.click(screen.getByRole('button', { name: 'Create EduBot' }));
    expect(
      await screen.findByText('Failed to create EduBot. Please try again.'),
    ).toBeInTheDocument();
  });
});
