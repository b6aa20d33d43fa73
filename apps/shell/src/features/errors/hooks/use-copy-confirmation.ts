import { useEffect, useRef, useState } from 'react';

export const COPY_CONFIRMATION_MS = 2000;

/** Copies a text; `copied` is true for 2000 ms after a successful copy. */
export function useCopyConfirmation(timeout = COPY_CONFIRMATION_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copy failed', error);
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), timeout);
  };
  return { copied, copy };
}
