import { FormAlert } from '../components/form/form-alert';

/** The error of the last call above a form or list, or nothing. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="mb-4">
      <FormAlert tone="error">{message}</FormAlert>
    </div>
  );
}
