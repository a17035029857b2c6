import { Paper, Skeleton, Text } from '@mantine/core';

/**
 * One figure as a tile: a label, the value (a skeleton until it loads) and an optional line below.
 * Tiles sit in a `.figure-tiles` grid (console.css).
 */
export function FigureTile({
  label,
  value,
  hint,
}: {
  label: string;
  value: string | undefined;
  hint?: string;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={24} mt={4} />
      ) : (
        <Text size="lg" fw={700} dir="ltr" ta="start">
          {value}
        </Text>
      )}
      {hint !== undefined && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
