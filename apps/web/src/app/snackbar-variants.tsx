import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/** notistack's default green, orange and blue fail WCAG AA under white text; these pass (≥ 4.5:1). */
const AccessibleContent = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#b45309' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
}));

export const snackbarVariants = {
  success: AccessibleContent,
  error: AccessibleContent,
  warning: AccessibleContent,
  info: AccessibleContent,
};
