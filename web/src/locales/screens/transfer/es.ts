import type { TransferMessages } from './en.ts';

const transfer: TransferMessages = {
  hint: 'Rellene la plantilla: un registro por fila, encabezados en cualquier idioma de la interfaz. Se comprueban todas las filas antes de escribir nada: o se importa el archivo entero, o no se importa nada y se listan las filas que hay que corregir.',
  template: 'Descargar la plantilla',
  choose: 'Haga clic o arrastre aquí un archivo de Excel (.xlsx)',
  chooseHint: 'Un archivo cada vez',
  start: 'Importar',
  uploading: 'Subiendo…',
  checking: 'Comprobando cada fila…',
  imported: 'Registros importados: {{count}}',
  importedUpdated: 'Importados: {{count}} registros, {{updated}} de ellos actualizados',
  unchanged: '{{count}} filas repiten registros ya guardados y se dejaron como estaban.',
  updateExisting: 'Actualizar los registros que ya existen (por código): las filas necesitan la columna Versión de una exportación',
  rejected: 'No se importó nada. Filas por corregir: {{count}}',
  rejectedHint: 'Corrija estas filas en el archivo e impórtelo de nuevo.',
  refused: 'El archivo no se importó',
  line: 'Línea',
  column: 'Columna',
  reason: 'Motivo',
  done: 'Cerrar',
};

export default transfer;
