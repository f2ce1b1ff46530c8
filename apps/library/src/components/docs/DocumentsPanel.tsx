/**
 * The Documentation tab: loading and failure states, the empty texts, or the card grid. Deleting asks
 * the spec's confirm prompt first.
 */
import AddIcon from '@mui/icons-material/Add';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Documentation } from '@tradeboard/types';
import { QueryState } from '@tradeboard/ui';
import { useDeleteDocument } from '../../api/mutations.js';
import { confirmDelete, TEXTS } from '../../lib/messages.js';
import { CardGrid } from '../shared/CardGrid.js';
import { EmptyState } from '../shared/EmptyState.js';
import { DocumentCard } from './DocumentCard.js';

export interface DocumentsPanelProps {
  documentationQuery: UseQueryResult<Documentation[]>;
  documents: readonly Documentation[];
  filtersActive: boolean;
  canManage: boolean;
  onOpenDocument: (document: Documentation) => void;
  onAddDocument: () => void;
}

export function DocumentsPanel({
  documentationQuery,
  documents,
  filtersActive,
  canManage,
  onOpenDocument,
  onAddDocument,
}: DocumentsPanelProps) {
  const deleteDocument = useDeleteDocument();
  if (!documentationQuery.data) {
    return (
      <QueryState
        query={documentationQuery}
        loadingText={TEXTS.loadingDocumentation}
        errorText={TEXTS.documentationFailed}
        label="Documentation"
      />
    );
  }

  const icon = <DescriptionOutlinedIcon fontSize="inherit" />;
  if (documents.length === 0 && !filtersActive) {
    const addFirst = canManage ? (
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAddDocument}>
        {TEXTS.addFirstDocument}
      </Button>
    ) : undefined;
    return (
      <EmptyState
        icon={icon}
        title={TEXTS.noDocumentation}
        hint={canManage ? TEXTS.startDocumentation : TEXTS.studentNoDocumentation}
        action={addFirst}
      />
    );
  }

  const remove = (document: Documentation) => {
    if (window.confirm(confirmDelete(document.title))) deleteDocument.mutate(document);
  };

  return (
    <>
      {canManage ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAddDocument}>
            Add Documentation
          </Button>
        </Box>
      ) : undefined}
      {documents.length === 0 ? (
        <EmptyState icon={icon} title={TEXTS.noDocumentation} hint={TEXTS.filtersHint} />
      ) : (
        <CardGrid label="Documentation">
          {documents.map((document) => (
            <li key={document.id}>
              <DocumentCard
                document={document}
                onOpen={() => onOpenDocument(document)}
                onDelete={canManage ? () => remove(document) : undefined}
                deleting={deleteDocument.isPending && deleteDocument.variables?.id === document.id}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </>
  );
}
