import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from './document-title';
import { ThaiText } from './thai-text';

/**
 * The frame of every page: one h1, an optional lead, the content. The h1 also names the document
 * (`documentTitle` when the tab should say something else).
 */
export function Page({
  title,
  lead,
  actions,
  children,
  testId,
  documentTitle,
}: {
  title: string;
  documentTitle?: string;
  lead?: string;
  actions?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid={testId}>
      <DocumentTitle title={documentTitle ?? title} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
      >
        <Stack spacing={1}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            <ThaiText>{title}</ThaiText>
          </Typography>
          {lead && (
            <Typography color="text.secondary">
              <ThaiText>{lead}</ThaiText>
            </Typography>
          )}
        </Stack>
        {actions}
      </Stack>
      {children}
    </Container>
  );
}
