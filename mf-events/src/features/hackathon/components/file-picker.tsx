import { useId, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { hackathonFileAccept } from '@academy/contracts';
import { useT } from '@academy/platform';

const MB = 1024 * 1024;

export const fileSizeText = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A button that opens the file dialog (accepting the hackathon's types), with the chosen file(s) and an error below. */
export function FilePicker({
  label,
  chooseLabel,
  multiple = false,
  disabled = false,
  error,
  onPick,
  testId,
}: {
  label: string;
  chooseLabel: string;
  multiple?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  onPick: (files: File[]) => void;
  testId: string;
}) {
  const inputId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Button
        component="label"
        variant="outlined"
        startIcon={<AttachFileIcon />}
        disabled={disabled}
        sx={{ alignSelf: 'flex-start' }}
        color={error ? 'error' : 'primary'}
      >
        {chooseLabel}
        <input
          id={inputId}
          data-testid={testId}
          type="file"
          hidden
          multiple={multiple}
          accept={hackathonFileAccept}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
        />
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}

/** A chosen file: its name and size, a remove button, and its own error. */
export function ChosenFile({
  file,
  error,
  onRemove,
}: {
  file: File;
  error?: string | undefined;
  onRemove?: () => void;
}) {
  const { t } = useT('events');
  return (
    <Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
          {file.name}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ({fileSizeText(file.size)})
          </Typography>
        </Typography>
        {onRemove && (
          <IconButton size="small" onClick={onRemove} aria-label={t('hackathon.form.removeFile', { name: file.name })}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
