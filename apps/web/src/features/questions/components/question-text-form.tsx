import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type FormEvent, type Ref, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { checkQuestionText } from '../check-question-text';

interface QuestionTextFormProps {
  kind: 'question' | 'answer';
  /** The box's label, which also names the form. */
  label: string;
  submitLabel: string;
  hint?: string;
  max: number;
  pending: boolean;
  /** Sends the text; a rejected ApiError's message (too short, contact details…) shows under the box. */
  send: (body: string) => Promise<unknown>;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** For a visitor: the box and the button lead to signing in instead. */
  onSignInFirst?: () => void;
}

/** The question box of a product and the answer box of the seller's screen: text, counter, send. */
export function QuestionTextForm({
  kind,
  label,
  submitLabel,
  hint,
  max,
  pending,
  send,
  inputRef,
  onSignInFirst,
}: QuestionTextFormProps) {
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (onSignInFirst) return onSignInFirst();
    const invalid = checkQuestionText(kind, body);
    setFailure(invalid);
    if (invalid) return;
    try {
      await send(body.trim());
      setBody('');
    } catch (error) {
      setFailure(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={label}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onClick={onSignInFirst}
        inputRef={inputRef}
        error={failure !== null}
        helperText={failure ?? hint}
        multiline
        minRows={2}
        fullWidth
        slotProps={{
          htmlInput: { maxLength: max, readOnly: Boolean(onSignInFirst) },
          formHelperText: failure ? { role: 'alert' } : {},
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
          {body.length} / {max}
        </Box>
      </Box>
    </Box>
  );
}
