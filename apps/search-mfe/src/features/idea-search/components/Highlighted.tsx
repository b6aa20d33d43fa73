import { Fragment } from 'react';
import type { HighlightPart } from '@idea-portal/contracts';

/** Text with the matched parts in <mark>; every part is rendered as text (never as HTML). */
export function Highlighted({ parts }: { parts: HighlightPart[] }) {
  return (
    <>
      {parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <Fragment key={i}>{p.text}</Fragment>))}
    </>
  );
}
