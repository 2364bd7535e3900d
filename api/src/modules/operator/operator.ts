import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import { OperatorError } from '../../platform/operator-command';
import { operatorRoles } from '../../db/schema';
import type { OperatorRole } from './access';
import { createOperator, listOperators, newPassword, resetPassword } from './accounts';

// The operator accounts' command (`npm run operators -w api -- …`): the first owner of a new shop is made here,
// on the server, since no one can sign in to the console to make them; everything after is done in the console.

export const operatorsUsage = [
  'npm run operators -w api -- list',
  'npm run operators -w api -- add <e-mail> <owner|staff|merchandiser> <name> [--refund-limit NT$]',
  '    prints the new account password once; the operator changes it in the console',
  'npm run operators -w api -- reset-password <e-mail>   (a new password, printed once; their sessions end)',
];

const roleOf = (arg: string | undefined): OperatorRole => {
  if (operatorRoles.includes(arg as OperatorRole)) return arg as OperatorRole;
  throw new OperatorError(`not a role: ${arg ?? '(missing)'} (${operatorRoles.join(', ')})`);
};

const emailOf = (arg: string | undefined) => {
  const email = (arg ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new OperatorError(`not an e-mail address: ${arg ?? '(missing)'}`);
  return email;
};

export async function runOperatorsCommand(db: Db, argv: string[]): Promise<string[]> {
  const [command, ...args] = argv;
  if (command === 'list') {
    return (await listOperators(db)).map(
      (o) =>
        `#${o.id} ${o.email} ${o.role} "${o.name}"${o.refund_limit === null ? '' : ` refunds ≤ NT$${o.refund_limit}`}${o.disabled_at ? ' (disabled)' : ''}`,
    );
  }
  if (command === 'add') {
    const [email, role, ...rest] = args;
    const limitAt = rest.indexOf('--refund-limit');
    const limit = limitAt >= 0 ? Number(rest[limitAt + 1]) : undefined;
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0))
      throw new OperatorError('--refund-limit takes NT$ as a whole number');
    const name = (limitAt >= 0 ? rest.slice(0, limitAt) : rest).join(' ').trim();
    if (!name) throw new OperatorError('the operator needs a name');
    const password = newPassword();
    try {
      const o = await createOperator(db, { email: emailOf(email), role: roleOf(role), name, refund_limit: limit, password });
      return [`#${o.id} ${o.email} ${o.role} added; password (shown once): ${password}`];
    } catch (err) {
      if (err instanceof ApiError) throw new OperatorError(`${emailOf(email)} already has an account`);
      throw err;
    }
  }
  if (command === 'reset-password') {
    const email = emailOf(args[0]);
    const password = newPassword();
    if (!(await resetPassword(db, email, password))) throw new OperatorError(`${email} has no account`);
    return [`${email}: new password (shown once): ${password}`];
  }
  throw new OperatorError(`usage:\n${operatorsUsage.join('\n')}`);
}
