// superstatic requires re2 inside try/catch and uses JavaScript regular expressions when it cannot.
throw new Error('re2 is not installed in this project (see scripts/stand-ins/no-re2/package.json)');
