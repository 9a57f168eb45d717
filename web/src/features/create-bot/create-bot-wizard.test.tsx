import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    expect(api.calls[0]!.body).toEqual({
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

  it('reports an upload failure inline and with a toast, without the modal', async () => {
    localStorage.setItem(
      'currentBotData',
      JSON.stringify({
        botName: 'B',
        subject: 'S',
        grade: 'Year 9',
        languages: [],
        botId: 'bot-9',
      }),
    );
    mockApi({
      'POST /api/files/upload': () => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'file'], msg: 'File type not allowed', type: 'x' },
            { loc: ['query'], msg: 'Bad bot', type: 'y' },
          ],
        },
      }),
    });
    const { UploadPage } = await import('./upload-page');
    const user = userEvent.setup();
    renderScreen(<UploadPage />, '/upload');
    await user.upload(screen.getByTestId('file-input') as HTMLInputElement, [pdf()]);
    await user.click(screen.getByRole('button', { name: 'Upload & Save' }));
    expect(
      await screen.findByText('Upload failed: File type not allowed, Bad bot'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to upload files')).toBeInTheDocument();
    expect(screen.queryByText('We are cooking your bot')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Upload & Save' })).toBeEnabled(),
    );
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
