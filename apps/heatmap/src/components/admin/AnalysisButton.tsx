import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { Stock } from '@tradeboard/types';
import { hasAnalysis } from '../../lib/analysisForm.js';

/** Reads Edit when the stock has analysis text or an image, else Add. */
export function AnalysisButton({ stock, onOpen }: { stock: Stock; onOpen: (symbol: string) => void }) {
  const edit = hasAnalysis(stock);
  return (
    <Button
      size="small"
      variant={edit ? 'outlined' : 'text'}
      startIcon={edit ? <EditIcon fontSize="small" /> : <AddIcon fontSize="small" />}
      onClick={() => onOpen(stock.symbol)}
      title={`${edit ? 'Edit' : 'Add'} analysis for ${stock.symbol}`}
    >
      {edit ? 'Edit' : 'Add'}
    </Button>
  );
}
