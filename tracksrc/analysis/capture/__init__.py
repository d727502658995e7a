"""`tracksrc capture`: a compiler run made into a bundle that answers at
once (`capture`): what each tool needs added (`tools`), its stderr split
as it arrives (`stderr_split`, `running`), and a failed compile's answer
(`failure`)."""
