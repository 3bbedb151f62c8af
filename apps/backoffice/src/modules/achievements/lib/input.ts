import type { Conquista } from '@retoma/api-client';
import type { ConquistaInput } from '@retoma/api-client/schemas';

/** An achievement as an update input with its active flag set (the badge left out: the server keeps it). */
export const withActive = (row: Conquista, ativo: boolean): ConquistaInput => ({
  global: row.global,
  produto_id: row.produto_id,
  nome: row.nome,
  descricao: row.descricao,
  ativo,
  perfil: row.perfil,
  tipo: row.tipo,
  valor: row.valor,
  porcentagem: row.porcentagem,
  quantidade: row.quantidade,
});
