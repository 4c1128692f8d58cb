import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * An admin detail page opened without a record: says where to choose one, with a link there.
 */
export function DetailHint({
  text,
  linkLabel,
  to,
}: {
  text: string;
  linkLabel: string;
  to: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text>{text}</Text>
      <Anchor component={Link} to={to} mt="sm" display="inline-block">
        {linkLabel}
      </Anchor>
    </Paper>
  );
}
