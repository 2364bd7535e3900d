/**
 * Just enough of a Dockerfile parser to check ours against the repository (deployment-files.test.ts): stages,
 * their instructions with continuation lines joined, COPY's sources and flags, exec-form commands.
 */
export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string | undefined;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === 'FROM') {
      stages.push({ name: /\sAS\s+(\S+)$/i.exec(args)?.[1], instructions: [] });
    } else if (stages.length) {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

export interface Copy {
  from: string | undefined;
  sources: string[];
  destination: string;
}

/** COPY's --from stage, sources and destination (shell form; our Dockerfile uses no JSON-form COPY). */
export function parseCopy(args: string): Copy {
  const words = args.split(/\s+/);
  const flags = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
}

/** The JSON array of an exec-form CMD/ENTRYPOINT/HEALTHCHECK CMD, or undefined for the shell form. */
export function execForm(args: string): string[] | undefined {
  const json = args.slice(args.indexOf('['));
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) && parsed.every((word) => typeof word === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** ENV's name=value pairs (the `ENV a=1 b=2` form). */
export function parseEnv(args: string): Record<string, string> {
  return Object.fromEntries(
    [...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, name, value]) => [name!, value!.replace(/^"|"$/g, '')]),
  );
}
