import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@idea-portal/ui';
import { checkContract } from '@idea-portal/ui/forms';
import type { z } from 'zod';

/** One required text and a send button; the text is checked with the contract's schema before sending. */
export function TextSubmitForm<S extends z.ZodType>(props: {
  label: string;
  submitLabel: string;
  schema: S;
  field: string;
  version: number;
  loading: boolean;
  autoFocus?: boolean;
  msg: (key: string) => string;
  onSubmit: (input: z.infer<S>, reset: () => void) => void;
}) {
  const { label, submitLabel, schema, field, version, loading, autoFocus, msg, onSubmit } = props;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const checked = checkContract<z.infer<S>>(schema, { [field]: text, version });
        if (checked.errors) {
          setError(msg(Object.values(checked.errors)[0] ?? 'validation.invalidType'));
          return;
        }
        setError(null);
        onSubmit(checked.request, () => setText(''));
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={label}
          autosize
          minRows={2}
          required
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
