import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

/*
 * A bar chart of a report (issue 32, decision 0074): Chartist draws SVG, and is downloaded only when
 * a chart is first shown, so no page but Reports carries it. The chart is a picture of the table
 * beside it, which holds the same figures for screen readers and keyboards: the SVG is hidden from
 * them, and the caption says where the numbers are.
 */

/** The series' colours, told apart without colour vision too (Okabe and Ito's palette), legend and bars alike. */
const COLORS = ['#0072B2', '#E69F00', '#CC79A7', '#D55E00'];

export interface ChartSeries {
  name: string;
  values: number[];
}

export function ReportChart({
  caption,
  labels,
  series,
  stacked = false,
}: {
  caption: string;
  labels: string[];
  series: ChartSeries[];
  stacked?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  // Chartist draws again only when the figures change, not on every render.
  const figures = JSON.stringify({ labels, series, stacked });
  useEffect(() => {
    let chart: { detach(): void } | undefined;
    let gone = false;
    void Promise.all([import('chartist'), import('chartist/dist/index.css')]).then(([{ BarChart }]) => {
      if (gone || !host.current) return;
      const data = JSON.parse(figures) as { labels: string[]; series: ChartSeries[]; stacked: boolean };
      const bars = new BarChart(
        host.current,
        { labels: data.labels, series: data.series.map((s) => ({ name: s.name, data: s.values })) },
        {
          stackBars: data.stacked,
          height: '14rem',
          chartPadding: { top: 8, right: 8, bottom: 0, left: 8 },
          // A month of days is too many labels for a phone: every few are shown.
          axisX: {
            labelInterpolationFnc: (label, index) => (data.labels.length > 14 && index % 5 ? '' : label),
          },
        },
      );
      bars.on('draw', (drawn) => {
        if (drawn.type === 'bar')
          drawn.element.attr({
            style: `stroke: ${COLORS[drawn.seriesIndex % COLORS.length]}; stroke-width: 10px`,
          });
      });
      chart = bars;
    });
    return () => {
      gone = true;
      chart?.detach();
    };
  }, [figures]);
  return (
    <figure className="mb-4">
      <div ref={host} aria-hidden="true" className="report-chart min-h-56" />
      <figcaption className="text-sm text-stone-600">
        <Trans>{caption}. The table below has the same figures.</Trans>
        {series.length > 1 && (
          <span className="mt-1 flex flex-wrap gap-3">
            {series.map((s, i) => (
              <span key={s.name} className="inline-flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-3"
                  style={{ background: COLORS[i % COLORS.length] }}
                />
                {s.name}
              </span>
            ))}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
