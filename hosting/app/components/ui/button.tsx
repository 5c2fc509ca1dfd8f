// Button: shows loading while its async onClick is pending, or — as a submit
// button — while the surrounding form submits (an AsyncForm, a React form action, or a React
// Router <Form> navigation posting to the same action). An action that waits says so in words
// under the button after 3 s, and offers to run it again at 15 s (./pending.ts); an AsyncForm's
// submit buttons leave that to their form.
import {
  useCallback,
  useEffect,
  useState,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useFormStatus } from 'react-dom';
import { Link, useNavigation, type LinkProps } from 'react-router';
import { nameOf, useAsyncFormState } from './async-form';
import {
  buttonClasses,
  type ButtonColor,
  type ButtonSize,
  type ButtonVariant,
} from './button-styles';
import { cn } from './cn';
import { PendingWords, usePendingAttempts } from './pending-words';
import { Spinner } from './spinner';

interface Look {
  size?: ButtonSize;
  color?: ButtonColor;
  variant?: ButtonVariant;
  block?: boolean;
  leading?: ReactNode;
  trailing?: ReactNode;
}

export interface ButtonProps
  extends Look, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'onClick'> {
  loading?: boolean;
  /** May return a promise; the button shows loading until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** Passed on to the element, so the button can be a Radix `asChild` trigger (tooltips, dialogs). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  size,
  color,
  variant,
  block,
  leading,
  trailing,
  loading: loadingProp = false,
  onClick,
  type = 'button',
  disabled,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  // Kept in state (not a ref) because rendering reads it to find the button's form.
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLButtonElement | null) => {
      setElement(node);
      assignRef(ref, node);
    },
    [ref],
  );
  const [attempts, attempt] = usePendingAttempts();
  const submitting = useSubmitting(type === 'submit', element);
  const held = loadingProp || submitting;
  const loading = held || attempt.phase !== 'idle';
  const formState = useAsyncFormState();
  // A form that posts without a script keeps its buttons: they submit natively.
  const scripted = formState !== null && !formState.native;
  const waitingForScript = type === 'submit' && scripted && !formState.ready;
  // An AsyncForm's submit: the form runs it, and says what it is doing.
  const formsOwn = type === 'submit' && formState !== null;
  useEffect(() => {
    if (!formsOwn) attempts.hold(held);
  }, [attempts, formsOwn, held]);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    const button = event.currentTarget;
    // Again: the same handler, or the same submit of the same form.
    const again = onClick
      ? () => onClick(event)
      : type === 'submit'
        ? () => button.form?.requestSubmit(button)
        : null;
    const result = onClick?.(event);
    if (!formsOwn) void attempts.track(result, again, nameOf(button));
  }

  const button = (
    <button
      {...rest}
      ref={setRefs}
      type={type}
      disabled={disabled || waitingForScript}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      className={cn(
        buttonClasses({ size, color, variant, block }),
        // Without scripting a click handler or an AsyncForm never runs: no dead button is drawn,
        // and the page says why (NoScriptNote). A plain form's submit button still works.
        (type === 'button' || (scripted && type === 'submit')) && 'noscript:hidden',
        className,
      )}
    >
      {loading ? <Spinner /> : leading}
      {children}
      {trailing}
    </button>
  );
  // One shape whatever the phase, so the button itself is never remounted (nor loses focus).
  return (
    <>
      {button}
      {!formsOwn && (
        <PendingWords state={attempt} onRetry={() => attempts.retry()} className="mt-1" />
      )}
    </>
  );
}

/** Sets a callback or object ref (called again with null when the element goes). */
function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** A link styled as a button, for navigation. Its ref reaches the anchor (Radix `asChild`). */
export function ButtonLink({
  size,
  color,
  variant,
  block,
  leading,
  trailing,
  className,
  children,
  ref,
  ...rest
}: Look & LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <Link
      {...rest}
      ref={ref}
      className={cn(buttonClasses({ size, color, variant, block }), className)}
    >
      {leading}
      {children}
      {trailing}
    </Link>
  );
}

function useSubmitting(isSubmit: boolean, button: HTMLButtonElement | null): boolean {
  const asyncFormPending = useAsyncFormState()?.pending ?? false;
  const { pending: actionPending } = useFormStatus();
  const navigation = useNavigation();
  if (!isSubmit) return false;
  if (asyncFormPending || actionPending) return true;
  return navigation.state === 'submitting' && postsToOwnForm(button, navigation.formAction);
}

function postsToOwnForm(button: HTMLButtonElement | null, formAction: string | undefined): boolean {
  const form = button?.form;
  if (!form || !formAction) return false;
  const own = new URL(button.formAction || form.action, window.location.href);
  const target = new URL(formAction, window.location.href);
  return own.pathname === target.pathname;
}
