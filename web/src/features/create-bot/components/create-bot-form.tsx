import { zodResolver } from '@hookform/resolvers/zod';
import { createBotSchema, type CreateBotInput } from '@edubot/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineMessage } from '@/components/ui/inline-message';
import { ApiError, statusOf } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { setStored, type CurrentBotData } from '@/lib/storage-keys';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { MissingBotIdError, useCreateBot } from '../api/create-bot';
import { GradePicker } from './grade-picker';
import { LanguageSelect } from './language-select';
import { useTranslation } from '@/lib/i18n';

const FIELDS = ['name', 'subject', 'grade', 'supported_languages'] as const;

/** Step 1: bot name, subject, grade and languages; on success the bot data is stored (docs/product.md). */
export function CreateBotForm({
  onCreated,
  disabled = false,
}: {
  onCreated: (bot: CurrentBotData) => void;
  /** At the bot limit: the wizard says why above the form. */
  disabled?: boolean;
}) {
  const { t } = useTranslation('bots');
  const queryClient = useQueryClient();
  const mutation = useCreateBot();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateBotInput>({
    resolver: zodResolver(createBotSchema),
    mode: 'onTouched',
    defaultValues: { name: '', subject: '', grade: '', supported_languages: [] },
  });

  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      const botId = await mutation.mutateAsync(input);
      const data: CurrentBotData = {
        botName: input.name.trim(),
        subject: input.subject.trim(),
        grade: input.grade,
        languages: input.supported_languages,
        botId,
      };
      setStored('currentBotData', data);
      void queryClient.invalidateQueries({ queryKey: ['bots'] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'me'] });
      toast.success(t('create.created'));
      onCreated(data);
    } catch (err) {
      if (err instanceof MissingBotIdError) toast.error(err.message);
      else if (statusOf(err) === 401) toast.error(AUTH_FAILED());
      else if (!applyServerFieldErrors(err, setError, FIELDS)) {
        // The server's own reason (e.g. the bot limit) when it gave one (issue 11).
        const detail = err instanceof ApiError && typeof err.detail === 'string' ? err.detail : '';
        setRefusal(detail || null);
        toast.error(detail || t('create.failed'));
        void queryClient.invalidateQueries({ queryKey: ['bots'] });
        void queryClient.invalidateQueries({ queryKey: ['users', 'me'] });
      }
    }
  });

  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <TextField
          label={t('create.name')}
          placeholder={t('create.namePlaceholder')}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('create.subject')}
          placeholder={t('create.subjectPlaceholder')}
          error={errors.subject?.message}
          {...register('subject')}
        />
      </div>
      <Controller
        control={control}
        name="grade"
        render={({ field, fieldState }) => (
          <GradePicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="supported_languages"
        render={({ field, fieldState }) => (
          <LanguageSelect
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {refusal && <InlineMessage tone="error">{refusal}</InlineMessage>}
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          loading={busy}
          disabled={disabled}
          className="w-full sm:w-auto"
        >
          {busy ? t('create.submitting') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}
