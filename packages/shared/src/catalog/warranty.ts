/** Warranty is entered in months and shown in years ('1 año', '2 años', '1,5 años'). */
export function warrantyLabel(months: number): string {
  if (months <= 0) return 'Sin garantía';
  const years = Math.round((months / 12) * 10) / 10;
  if (years < 1) return months === 1 ? '1 mes' : `${months} meses`;
  const text = Number.isInteger(years) ? String(years) : years.toFixed(1).replace('.', ',');
  return `${text} ${years === 1 ? 'año' : 'años'}`;
}
