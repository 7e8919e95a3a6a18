import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { users } from '../src/db/schema.js';

/** Who asks the demo catalog's questions: an account nobody can sign in to (no password). */
export const DEMO_ASKER = {
  userName: 'visitante-demo',
  email: 'visitante@bazar.local',
  firstName: 'Visitante',
  lastName: 'Demo',
  idPersonal: '00000001',
} as const;

/**
 * Questions already answered on a few demo products, so a newcomer sees 'Preguntas al vendedor'
 * at work on the first product they open. [product name, question, answer, hours to answer].
 */
const DEMO_QUESTIONS: [string, string, string, number][] = [
  [
    'Camiseta Básica de Algodón',
    '¿El talle M es para alguien de 1,75 m?',
    'Sí, el M va bien de 1,70 a 1,80 m. Si te gusta holgada, elige L.',
    2,
  ],
  [
    'Camiseta Básica de Algodón',
    '¿Se achica al lavarla?',
    'No: el algodón peinado viene prelavado. Lávala con agua fría.',
    5,
  ],
  [
    'Zapatillas Running Air Zoom',
    '¿Calzan justo o conviene pedir un número más?',
    'Calzan al número. Si usas medias gruesas, pide medio número más.',
    1,
  ],
  [
    'Cafetera Express Automática',
    '¿Sirve para café en cápsulas?',
    'No, usa café molido o en grano. Trae molinillo integrado.',
    3,
  ],
  [
    'Notebook Ultraliviana 14 Pulgadas',
    '¿Trae el teclado en español?',
    'Sí, teclado en español latinoamericano con ñ y retroiluminado.',
    4,
  ],
  [
    'Bicicleta Rodado 29 Aluminio',
    '¿Viene armada?',
    'Llega armada en un 90 %: solo hay que colocar el manubrio y los pedales.',
    6,
  ],
];

export async function seedDemoQuestions(tx: Executor): Promise<void> {
  await tx
    .insert(users)
    .values({ ...DEMO_ASKER, passwordHash: null, role: 'user' })
    .onConflictDoNothing();
  // Asked a few days ago, answered some hours later: the seller's answer times count them.
  await tx.execute(sql`
    INSERT INTO questions (product_id, seller_id, asker_id, body, answer, created_at, answered_at)
    SELECT p.id, p.seller_id, a.id, q.body, q.answer, now() - make_interval(days => 3 + q.n::int),
      now() - make_interval(days => 3 + q.n::int) + make_interval(hours => q.hours::int)
    FROM unnest(${sql.param(DEMO_QUESTIONS.map(([name]) => name))}::text[],
                ${sql.param(DEMO_QUESTIONS.map(([, body]) => body))}::text[],
                ${sql.param(DEMO_QUESTIONS.map(([, , answer]) => answer))}::text[],
                ${sql.param(DEMO_QUESTIONS.map(([, , , hours]) => hours))}::int[]) WITH ORDINALITY AS q(name, body, answer, hours, n)
    JOIN products p ON p.name = q.name
    JOIN users a ON lower(a.user_name) = ${DEMO_ASKER.userName}`);
}
