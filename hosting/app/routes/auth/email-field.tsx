// The e-mail field every account form starts with; its value stays in the form's own state so
// nothing typed is lost when a submit fails.
import { TextField } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';

export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useT('auth');
  return (
    <TextField
      label={t('email')}
      name="email"
      type="email"
      autoComplete="email"
      required
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
