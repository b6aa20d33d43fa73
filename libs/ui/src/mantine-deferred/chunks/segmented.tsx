/** Deferred (../index.tsx): the segmented control of the admin dashboard, the organisations and the idea forms. */
import '../../mantine-css/segmented';
import { useLayoutEffect, useRef, useState } from 'react';
import { SegmentedControl as MantineSegmentedControl, type SegmentedControlProps } from '@mantine/core';

/**
 * Mantine's SegmentedControl, whose segments stack (one below the other, full width) where they do
 * not fit side by side in their container: the review's "Annehmen | Änderungen anfordern |
 * Ablehnen" on a phone, whose last segment was cut off. A control that fits ("Aktiv | Inaktiv")
 * stays a row. Measured before the browser paints, again when the container's width or the labels
 * change; an explicit `orientation` is kept as given.
 */
function FittingSegmentedControl(props: SegmentedControlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const rowWidth = useRef(0);
  const labels = props.data.map((d) => (typeof d === 'string' ? d : typeof d.label === 'string' ? d.label : d.value)).join('\n');
  // Stacked for these labels: new labels (another language) are measured as a row first.
  const [stackedFor, setStackedFor] = useState<string | null>(null);
  const stacked = !props.orientation && stackedFor === labels;

  useLayoutEffect(() => {
    const root = ref.current;
    const container = root?.parentElement;
    if (props.orientation || !root || !container) return;
    const fit = () => {
      if (root.dataset.orientation !== 'vertical') rowWidth.current = Math.max(root.offsetWidth, root.scrollWidth);
      setStackedFor(rowWidth.current > container.clientWidth ? labels : null);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(container);
    return () => observer.disconnect();
  }, [labels, props.orientation]);

  return <MantineSegmentedControl ref={ref} {...(stacked ? { orientation: 'vertical', fullWidth: true } : {})} {...props} />;
}

export const SegmentedControl = FittingSegmentedControl as unknown as typeof MantineSegmentedControl;
