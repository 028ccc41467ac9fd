/**
 * Where to study in BR: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Rows dated 2026-11-27 (the `ADDED` block: licenciaturas em Música, Senac's Maquiador courses, SENAI's
 * Soldador, UFMG's Gestão de Serviços de Saúde, UNIRIO, UFSC and the graduate programs listed there,
 * including the health-management mestrados profissionais of USP Ribeirão Preto and UERJ) were
 * written from knowledge of the institutions' published programs, without re-reading the pages online;
 * check them before relying on them.
 * Rows to check first: br-uerj Mestrado Profissional em Administração de Saúde (that it still admits).
 * Rows dated 2026-11-28 (the `ADDED_28` block): Unicamp's Gestão de Comércio Internacional (FCA, Limeira)
 * rests on a stored page of Unicamp's own Jornal da Unicamp (2009) listing the FCA's courses; UNIVALI's
 * Comércio Exterior, Unicamp's Mestrado em Linguística Aplicada and USP's Mestrado em Estudos Linguísticos e
 * Literários em Inglês rest on knowledge of the institutions' published programs, not re-read online.
 * Rows of 2026-11-28 to check first: br-univali Comércio Exterior (that the bacharelado still admits at
 * Itajaí).
 * The row of the `ADDED_S24` block, dated 2026-11-28, rests on a stored copy of a public document found with the search
 * tools (this machine has no internet; the university's own pages were not re-read): the Universidade Federal da Bahia's
 * Especialização em Ciência de Dados e Big Data, a lato sensu course of the Departamento de Estatística of its Instituto
 * de Matemática e Estatística, whose Regimento Interno (objectives, colegiado, organisation under UFBA's norms for lato
 * sensu courses) is stored at 1library.org (academic year 2021), cited as the row's source. Check first that the course
 * still opens new classes (lato sensu courses run by edital) and its current title.
 *
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this machine
 * has no internet access; the pages were not re-read online):
 * - health-services-administration (bachelor): the Universidade Estadual do Rio Grande do Sul's Projeto Acadêmico
 *   Pedagógico of its Curso de Administração (Bacharelado), habilitação Administração de Sistemas e Serviços de Saúde
 *   (Porto Alegre, July 2005), in a copy at dokumen.tips (also copied to Scribd); it sets out the course's mission,
 *   graduate profile and curriculum (eixo A Informação e Comunicação em Saúde, etc.). No UERGS site was seen on a stored
 *   page, so the institution has no website.
 * - animation (graduate): PUC-Rio's own news portal (PUC-Rio Digital, Projeto Comunicar, 19 July 2010; stored at the
 *   http:// address, cited by its https address) interviews Maria Cláudia Bolshaw Gomes as coordinator of PUC-Rio's
 *   "curso de pós-graduação em animação", which it calls the first in Brazil; Jornal da PUC (2019) and an Estadão report
 *   also name her Núcleo de Arte Digital e Animação (N.A.D.A.) in the Departamento de Artes & Design.
 * - counselling (graduate): the Universidade Federal da Fronteira Sul's own page of its Especialização em Orientação
 *   Educacional (3ª edição), campus Cerro Largo (RS), for licensed teachers, training orientadores educacionais in
 *   conflict prevention and mediation; the page marks that edition "Encerrado".
 * - cybersecurity (bachelor): two students' public GitHub repositories, not the universities' pages: a course paper in
 *   twzin/vigilantia (docs/artigo-sbc.md) written for the DevSecOps subject of the "PUCPR – Bacharelado em
 *   Cibersegurança", and the readme of 0iac/api-soma, a Trabalho Discente Efetivo of the "curso de Bacharelado em
 *   Cibersegurança da Universidade Federal de Uberlândia (UFU)" with its FEELT/UFU teachers named (other UFU students'
 *   repositories date the course's activities to 2026/2). UFU's website is the ufu.br domain seen on a stored UFU page
 *   (ig.ufu.br); no PUCPR site was seen, so it has no website.
 * Check first: that UERGS still admits to the health-services habilitação of Administração and its current title (the
 * stored document is of 2005); PUC-Rio's exact title for the animation especialização (the page says only "pós-graduação
 * em animação") and that it still runs; whether UFFS opens a new edition of the Orientação Educacional especialização
 * (lato sensu courses run by edital; the 3rd edition is closed); the exact titles of the PUCPR and UFU cybersecurity
 * bachelor's degrees on the universities' own pages.
 * Left out: a Méliès (Faculdade Méliès, São Paulo) pós-graduação em Animação 2D, named only in a student's portfolio
 *   whose repository could not be identified; UNIFOR's Especialização em Animação e Jogos Eletrônicos (a CV line of
 *   2014); UFPB's Especialização em Supervisão e Orientação Educacional (a single 2003 edition, Resolução CONSEPE
 *   10/2003); UNESP Bauru's teaching of orientação profissional e de carreira (part of the psychology degree and its
 *   pós-graduação, not a program of its own); Fatec's Segurança da Informação and UCB's Defesa Cibernética (tecnólogos,
 *   a technical level, not the bachelor's cell); bacharelados em Saúde Coletiva (public health, not health-services
 *   administration).
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most that were written
 * without reading their page (citing only the institution's home page) were looked up in stored copies of public pages
 * (search tools only; no page was re-read online; pages stored at http addresses are cited at their https addresses,
 * because sources must be https). Rows re-read, each now citing the page named (the institution's own page unless said
 * otherwise):
 * - Centro Paula Souza's Técnico em Manutenção Automotiva and Técnico em Farmácia: its Planos de Curso 201 (2012) and 172
 *   (2011), Habilitação Profissional Técnica de Nível Médio, 1200 horas in three módulos, read in copies at livrozilla.com and
 *   fdocumentos.tips; Senac São Paulo's Técnico em Farmácia: its Plano de Curso "Habilitação Técnica de Nível Médio em
 *   Farmácia" (copy at docplayer.com.br);
 * - Unicamp's Engenharia Mecânica, Filosofia (Bacharelado em Filosofia), Matemática (Bacharelado em Matemática), Música (its
 *   instrument, composição and regência modalities) and Licenciatura em Música (now "Licenciatura em Artes – Música", the
 *   modality LI of the Música course), and Engenharia de Produção: the course list of Unicamp's Catálogo dos Cursos de
 *   Graduação for 2013–2020 as copied in a student's public repository (RNMaximo/GradView, allCatalogues.js, commit
 *   0e05067); Unicamp's Nutrição and Educação Física: G1's report on the 2021 Vestibular Indígena (candidates per course);
 * - the Universidade de São Paulo's Medicina Veterinária (Jornal da USP on the FMVZ course's centenary), Música (Folhapress in
 *   Notícias ao Minuto, August 2024: the Fuvest "carreira de música (São Paulo e Ribeirão Preto)"), Filosofia (the FFLCH
 *   Departamento de Filosofia's Projeto Pedagógico of 2017, copy at vdocuments.com.br), Educação Física (the EEFE's history
 *   page: Licenciatura and Bacharelado em Educação Física since 2023), Nutrição (the Faculdade de Saúde Pública's news on its
 *   course), Gestão de Políticas Públicas (the EACH course's history page: bacharelado since 2005), Engenharia de Produção
 *   (Poli's Departamento de Engenharia de Produção: "duração ideal de 5 anos"), and its mestrados in Ciência Política (the
 *   DCP-FFLCH selection notice for 2020, copy on Scribd), Estatística (IME's admissions page), Ciências da Comunicação (the
 *   ECA's PPGCOM page: "Mestrado acadêmico em 30 meses"), Turismo (EACH's PPGTUR page) and the Mestrado Profissional em
 *   Gestão de Organizações de Saúde (FMRP's history page: first selection 2013);
 * - the Universidade Federal do Rio de Janeiro's Engenharia Mecânica (Poli's Projeto Pedagógico of 2010, copy on Scribd),
 *   Nutrição (the Instituto de Nutrição Josué de Castro's academic information page) and Mestrado em Serviço Social (the
 *   PPGSS's overview: master's since 1976);
 * - the Universidade Federal de Minas Gerais' Medicina Veterinária (the Escola de Veterinária's page), Música (Brasil Escola's
 *   guide to UFMG's Sisu: Música requires the THE), Gestão Pública (the FAFICH course's curriculum page) and Gestão de
 *   Serviços de Saúde (the Escola de Enfermagem's course page);
 * - the Universidade de Brasília's Ciência Política (the IPOL's page: bacharelado since 1989), Música and Licenciatura em
 *   Música (UnB's FAQ: "Música (bacharelado/licenciatura)"), Serviço Social (O Hoje, July 2017, on UnB's Vestibular Indígena
 *   courses) and Gestão de Políticas Públicas (the Decanato de Ensino de Graduação's 2019 despacho on the course's Projeto
 *   Político Pedagógico, copy at pdfslide.tips);
 * - the Universidade Federal do Rio Grande do Sul's Engenharia Mecânica (its Projeto Pedagógico, copy on Scribd), Medicina
 *   Veterinária (O Sul, October 2019, on the Vestibular 2020 densities) and Mestrado em Ciência Política (the PPGCP's 2019
 *   selection notice, copy on Scribd);
 * - PUC-Rio's Filosofia (Giro Cajazeiras, August 2025, on the Vestibular 2026 groups), Serviço Social (Jornal da PUC's special
 *   edition on the Departamento de Serviço Social), Mestrado em Serviço Social (the Programa de Pós-Graduação em Serviço
 *   Social's page), Engenharia de Produção and Mestrado em Engenharia de Produção (the Departamento de Engenharia Industrial's
 *   history page);
 * - UNIRIO's Ciência Política (the ABCP's news on its first graduating class, 2013); Unicamp's Mestrado em Ciência Política
 *   (the PPGCP's notice 01/2022, copy on Scribd);
 * - the FGV's Administração Pública (its vestibular page for the São Paulo course) and Matemática Aplicada (the CDMC's
 *   "Seleção de Talentos" page; now named "Matemática Aplicada (Escola de Matemática Aplicada, Rio de Janeiro)", since the
 *   course is taught in Rio while the institution's row says São Paulo); Insper's Mestrado Profissional em Políticas Públicas
 *   (its page); UERJ's Mestrado Profissional em Administração de Saúde (the Prefeitura de Angra dos Reis' undated news on six
 *   of its staff admitted to the course of the Instituto de Medicina Social).
 * Weak sources, to replace first: the GradView copy of Unicamp's catalogue (a student repository; its latest year is 2020),
 * the Angra dos Reis news (undated, "será iniciado em setembro"), the news pages (O Hoje, O Sul, Giro Cajazeiras, Notícias ao
 * Minuto, Brasil Escola, G1) and the document-sharing copies (livrozilla, fdocumentos, docplayer, vdocuments, pdfslide,
 * Scribd). Lengths: only the USP Ciências da Comunicação mestrado's "30 meses" is newly stated (it replaces "2 anos"); the
 * "2 anos" written from memory for the other re-read mestrados is taken out (`duration: null`), since no page read states it
 * (USP's own mestrados run up to 30 months); the bachelor and technical lengths written earlier are kept though the pages
 * read do not state them (Poli-USP's Engenharia de Produção page bears out its "5 anos"). No row was withdrawn: no page read
 * shows one wrong.
 * Searched and not found (rows left as they are, not re-read): SENAI São Paulo's Técnico em Manutenção Automotiva (pages on
 *   SENAI-SP's Ipiranga school name its automotive aprendizagem and short courses, not this técnico); Senac São Paulo's and
 *   Senac RJ's Maquiador (only Senac's national Plano de Curso, 2014, 160 horas, and Senac MT's page came up: worth checking
 *   whether a 160-hour qualificação meets the technical level's "about six months"); CEFET-MG's Técnico em Informática; the
 *   USP's and PUC-Rio's Engenharia Mecânica (PUC-Rio's 2026 vestibular news says only "engenharias"); UnB's Medicina
 *   Veterinária (only its residency notice); UFRJ's Serviço Social (bachelor), Música, Educação Física and Engenharia de
 *   Produção; UFRGS's Políticas Públicas, Serviço Social and Licenciatura em Música (UFRGS's own candidates-per-course page
 *   for 2016 was seen only to its fifth course; it lists an "Administração Pública e Social" bachelor, a lead for the
 *   public-administration row); the USP's Matemática (Bacharelado) and Licenciatura em Música; UFMG's Matemática, Nutrição,
 *   Educação Física and Licenciatura em Música; the mestrados in Estatística (Unicamp, UFMG), Ciência Política (UFMG, UnB),
 *   Comunicação (UFRJ, UFMG, UFRGS, ESPM), Turismo (UnB) and Engenharia de Produção (COPPE/UFRJ, UFMG); the FGV's Mestrado
 *   Profissional em Gestão e Políticas Públicas (only the FGV EPPG's and EBAPE's other masters came up). Rows lower on the
 *   worklist (Mackenzie's, the mecatrônica and análises clínicas técnicos, the MBA and international-business mestrados) were
 *   not searched: the pass's share of the search budget (about 45 look-ups) ran out.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): more of the most-shown rows written without
 * reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read online;
 * pages stored at http addresses are cited at their https addresses). Rows re-read, each now citing the page named (the
 * institution's own page unless said otherwise):
 * - Senac RJ's Maquiador (qualificação profissional): Jornal Macaé Rio das Ostras of 18 February 2024, on Senac RJ's
 *   "alunos e ex-alunos dos cursos de Maquiador" making up the Unidos do Viradouro's carnival parade. Note on the level:
 *   Senac's national Plano de Curso "Maquiador, Qualificação Profissional" (2014, a copy on Scribd, seen again in this pass)
 *   gives a carga horária of 160 horas, entry from age 16 with the first years of the Ensino Fundamental: a short course,
 *   well under the technical level's "about six months" of full-time study. Senac São Paulo's and Senac RJ's Maquiador rows
 *   are kept (not withdrawn for that alone); Senac São Paulo's still cites its earlier source, as no page naming Senac São
 *   Paulo's course was found;
 * - UnB's Filosofia: the Departamento de Filosofia's Projeto Pedagógico do Curso de Bacharelado em Filosofia – Diurno,
 *   2010/2013 (a copy on document.onl);
 * - UFRJ's Matemática, now "Matemática (Bacharelado)": the Departamento de Matemática's page on how to enter the
 *   Bacharelado em Matemática (20 places a year, through the ENEM and SiSU);
 * - Mackenzie's Nutrição: Revista Mackenzie n.º 89 on the course's 15 years (created in 2005, in the Centro de Ciências
 *   Biológicas e da Saúde; a Mackenzie news page on its students at the Higienópolis campus also came up);
 * - Centro Paula Souza's Técnico em Informática: its Plano de Curso 16 of 5 January 2009, Habilitação Profissional Técnica de
 *   Nível Médio, three modules, 1200 horas (a copy at livrozilla.com; the row's "1,5 ano (3 semestres)" is kept, as for the
 *   earlier pass's Centro Paula Souza rows); its Técnico em Mecatrônica: its Plano de Curso 423 of 16 August 2019, four
 *   modules, 1600 horas (a copy at 1library.org; the 2009 Plano 95, also four modules and 1600 horas, came up on Scribd), so
 *   the row's "1,5 ano (3 semestres)", written from memory, becomes "1600 horas" (in four modules);
 * - ESPM's Mestrado em Gestão Internacional (PMDGI) and Mestrado em Comunicação e Práticas de Consumo: ESPM's English page
 *   on its research degrees (stored at http), naming the PhD and MS in International Management (PMDGI) and in
 *   Communication and Consumption Practices (PPGCOM); Baguete (2013) also reports the CAPES approval of ESPM's doctorate in
 *   Gestão Internacional;
 * - UFMG's Engenharia de Produção and Mestrado em Engenharia de Produção: the Departamento de Engenharia de Produção's page
 *   characterizing the undergraduate course (written when the course was created, with the Processos Discretos and
 *   Processos Contínuos modalities), which also mentions the department's master's (about 60 applicants for 16 places);
 * - UFRJ's Educação Física: Adufrj (the UFRJ teachers' union) of late 2024, on the Escola de Educação Física e Desportos
 *   taking no first-year students in Educação Física and Dança in 2025.1 and 240 places in 2025.2 only (a 2006 Projeto
 *   Pedagógico of the EEFD's Licenciatura em Educação Física also came up in a copy on fdocumentos.com);
 * - UFRGS's Políticas Públicas: GZH (Zero Hora) of October 2012, on the bacharelado offered by UFRGS since 2010, four years
 *   long (the row's "4 anos" is what the page states, so it is kept);
 * - the USP's Engenharia Mecânica: the Poli's Centro de Engenharia Automotiva on the book about the Departamento de
 *   Engenharia Mecânica (PME) and the evolution of the Poli's Engenharia Mecânica course.
 * Weak sources, to replace first: the news pages (Jornal Macaé Rio das Ostras, Adufrj, GZH 2012), the document-sharing
 * copies (document.onl, livrozilla, 1library), the old or undated pages (UFMG's course characterization, the Centro de
 * Engenharia Automotiva's page, which names the course only in passing) and ESPM's English page (undated). Lengths taken
 * out (`duration: null`): the "4 anos" of UnB's Filosofia, UFRJ's Matemática and Educação Física and Mackenzie's Nutrição,
 * the "5 anos" of UFMG's Engenharia de Produção and the USP's Engenharia Mecânica, and the "2 anos" of ESPM's two mestrados
 * and UFMG's Mestrado em Engenharia de Produção, none of which their pages state. Length set: Centro Paula Souza's Técnico
 * em Mecatrônica (above). Withdrawn: none.
 * Searched and not found (rows left as they are): SENAI São Paulo's Técnico em Manutenção Automotiva (again; only its
 * Ipiranga school's aprendizagem and short courses, and a 2017 "Plano de curso técnico padrão" on Passei Direto naming no
 * institution); UFRJ's Filosofia (only UNIRIO's and UFRRJ's); UFRJ's Serviço Social (the Escola de Serviço Social's pages
 * seen describe its pós-graduação); UnB's Medicina Veterinária (again only its residency notice); the USP's Matemática
 * (Bacharelado); Mackenzie's Educação Física; Senac São Paulo's Técnico em Informática (only its Técnico em Informática
 * Integrado ao Ensino Médio, Plano 278 of 2020, 3000 horas, a secondary-school track, not this row) and Técnico em Análises
 * Clínicas; Centro Paula Souza's Técnico em Análises Clínicas; the Técnico em Mecatrônica of the IFSP, CEFET-MG (only its
 * 2023-2024 entrance notices, naming no course) and SENAI São Paulo; the USP/Esalq MBA em Data Science e Analytics; the
 * FGV's Mestrado Profissional em Gestão Internacional (only the FGV EAESP's Mestrado Profissional em Administração came
 * up). Not reached (this pass's share of the search budget, 30 look-ups, was used): the PUC-Rio's Engenharia Mecânica,
 * UFRJ's Música and Engenharia de Produção, UFRGS's Serviço Social and Licenciatura em Música, UFMG's Matemática,
 * Nutrição, Educação Física and Licenciatura em Música, the USP's Licenciatura em Música, CEFET-MG's Técnico em Informática,
 * and the mestrados in Estatística, Ciência Política, Comunicação (UFRJ, UFMG, UFRGS), Turismo (UnB), Engenharia de
 * Produção (COPPE/UFRJ) and Gestão e Políticas Públicas (FGV), which earlier passes had searched without result.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block): more of the most-shown rows written
 * without reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read
 * online; pages stored at http addresses are cited at their https addresses; rows earlier passes had searched without
 * result were searched again only with a new query, by the school's, institute's or department's name). Rows re-read,
 * each now citing the page named:
 * - UFRJ's Música: the Escola de Música's Programa de Pós-Graduação em Música page on its integration with the
 *   graduação (in 2019 about 462 active students in the Licenciatura and in 26 Bacharelado courses: orchestral,
 *   keyboard and plucked-string instruments, Canto, Composição and Regência). An O Fluminense report of 8 April 2012,
 *   republished on the Escola's own site (stored at http), gives the bacharelado 25 habilitações and courses of four to
 *   five years, so the row's "4 anos" is taken out;
 * - UFMG's Educação Física: the EEFFTO's news of 21 October 2020 (stored at http) on its 51 years in the UFMG, citing
 *   the ENADE's top grade for its Educação Física (Bacharelado) course (an EEFFTO page of 2016 also names a student of
 *   the Licenciatura em Educação Física);
 * - UFMG's Nutrição: the Escola de Enfermagem's page on its Mestrado em Nutrição e Saúde, which recalls that the Escola
 *   proposed the Curso de Graduação em Nutrição in 1999, implanted in 2004. The UFMG's Boletim of 2 October 2003 on the
 *   course's creation (as "Ciência da Nutrição", in nine períodos, 3,495 horas-aula) shows the row's "4 anos" wrong, at
 *   least at the start, so it is taken out;
 * - UFMG's Licenciatura em Música: O Tempo (Belo Horizonte; undated), on the city's public music schools: the UFMG's,
 *   founded in 1925, "oferta, atualmente, cursos de bacharelado, licenciatura, mestrado e doutorado";
 * - PUC-Rio's Engenharia Mecânica: the Jornal da PUC's special edition on the Departamento de Engenharia Mecânica
 *   (about 2021: the department created in 1948 with PUC-Rio's other engineering courses; its director entered "o curso
 *   de Engenharia Mecânica" in 1982). A PUC-Rio student-journalism page (pucurgente, stored at http) and a Jornal da
 *   PUC page of 2015 on first-year engineering projects also name the course's students;
 * - UFRJ's Engenharia de Produção: a COBENGE 2016 paper ("Educação em Engenharia de Produção", by students of the
 *   UFERSA; read in a copy on Passei Direto) comparing the undergraduate curricula of Engenharia de Produção at the
 *   UFERSA, UFRN, UFC, UFRJ and USP.
 * Weak sources, to replace first: O Tempo (undated press), the Passei Direto copy of the COBENGE paper (it names the
 * UFRJ only in a list) and the pages that name the course only in passing (the Jornal da PUC's, the Escola de
 * Enfermagem's, the EEFFTO's). Lengths taken out (`duration: null`): the "4 anos" of UFRJ's Música and of UFMG's
 * Educação Física, Nutrição and Licenciatura em Música, and the "5 anos" of PUC-Rio's Engenharia Mecânica and UFRJ's
 * Engenharia de Produção, none of which their pages state. No length was set. Withdrawn: none; no page read shows a row
 * wrong.
 * Searched and not found (rows left as they are): UnB's Medicina Veterinária (by the Faculdade de Agronomia e Medicina
 * Veterinária: again only its residency notice and other universities' course projects came up); UFRJ's Filosofia (by
 * the IFCS: only UNIRIO's, UFRGS's, UERJ's and others' came up); UFRGS's Serviço Social (by its Departamento de Serviço
 * Social: only other universities' came up); CEFET-MG's Técnico em Informática (only its entrance notices of 2022-2024,
 * naming no course). Not reached (this pass's share of the search budget, 10 look-ups, was used): SENAI São Paulo's
 * Técnico em Manutenção Automotiva and Técnico em Mecatrônica, the USP's Matemática (Bacharelado) and Licenciatura em
 * Música, UFMG's Matemática (the UFMG's magazine Diversa nº 9, July 2006, a vestibular edition, lists a Matemática
 * course in its index: a lead), UFRJ's Serviço Social, UFRGS's Licenciatura em Música, Mackenzie's Educação Física,
 * Senac São Paulo's rows, the IFSP's and CEFET-MG's Técnico em Mecatrônica, the análises clínicas técnicos, the
 * USP/Esalq MBA and the mestrados (Ciência Política, Estatística, Comunicação, Turismo, the FGV's Gestão Internacional
 * and Gestão e Políticas Públicas, COPPE's Engenharia de Produção).
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): rows of the regenerated worklist, looked up the
 * same way (stored copies of public pages, search tools only; no page re-read online; pages stored at http addresses
 * are cited at their https addresses; 18 look-ups). The graduate rows earlier passes had searched without result were
 * searched again by the programme's own name and acronym (PPGCP, IPOL, IMECC, PPGCOM, MPGPP…). Rows re-read, each now
 * citing the page named (the institution's own page unless said otherwise):
 * - the Mestrados em Ciência Política of UFMG (its PPGCP's presentation: "recebeu a primeira turma do seu Programa de
 *   Mestrado em março de 1967"; "Hoje, o PPGCP-UFMG oferece cursos de Mestrado e de Doutorado") and UnB (its Instituto de
 *   Ciência Política's history, 1962-2019: "os 30 anos do início dos dois Cursos de Mestrado (em Ciência Política e em
 *   Relações Internacionais) na UnB em março de 1984");
 * - Unicamp's Mestrado em Estatística (the Deliberação CEPE-A-014/2012 on the regulations of the IMECC's Programa de
 *   Pós-Graduação em Estatística: "O Curso de Mestrado em Estatística terá duração mínima de 12 meses e máxima de 36
 *   meses"; the row's "2 anos" becomes "12 a 36 meses (mínimo e máximo)") and UFMG's (its Departamento de Estatística's
 *   graduate page, in English: "Number of positions for Master studies: 30 positions", 2021/2022);
 * - the communication mestrados of UFRJ (the ECO's programme history: "O Mestrado em Comunicação e Cultura da UFRJ foi
 *   criado em 1973"), UFMG (its PPGCOM's English page: "The Master's program (24 months)"; the row's "2 anos" stays) and
 *   UFRGS (the Portuguese Wikipedia article on the Fabico: "1995 - Implantação do Programa de Pós Graduação em
 *   Comunicação e Informação - PPGCOM"; a third-party page, and it gives the programme a longer name than the row's);
 * - the USP/Esalq MBA em Data Science e Analytics (a copy on Scribd of the MBA USP/Esalq's student manual, "Manual MBA em
 *   Data Science e Analytics EaD 2º Sem 2021", turmas 212, modalidade EaD, run with the Pecege);
 * - the FGV's Mestrado Profissional em Gestão e Políticas Públicas (Portal FGV's news on a new special class of the
 *   "Mestrado Profissional em Gestão e Políticas Públicas (MPGPP)" of the FGV EAESP with the Fundação Itaú).
 * Weak sources, to replace first: the Wikipedia article (UFRGS; check the programme's current name first), the Scribd
 * copy of the MBA manual (a copy of unknown ownership; the manual is of a distance-learning class, EaD, while the row
 * stays at São Paulo), UnB's history page and UFMG's statistics admissions notice (they name the programme without
 * describing it). Lengths set: Unicamp's mestrado (12 to 36 months). Lengths taken out (`duration: null`): the "2 anos" of
 * the political-science mestrados of UFMG and UnB, of UFMG's statistics mestrado, of UFRJ's and UFRGS's communication
 * mestrados and of the FGV's MPGPP, and the MBA's "18 meses", none of which their pages state. Withdrawn: none.
 * Searched and not found (rows left as they are): UnB's Mestrado Profissional em Turismo (only a 2005 report that the
 * UnB "já vai realizar o primeiro mestrado voltado para o setor", and its Centro de Excelência em Turismo's pages);
 * COPPE's Mestrado em Engenharia de Produção (only other universities' programmes and a 1995 COPPE catalogue copy); the
 * FGV's Mestrado Profissional em Gestão Internacional (only the EAESP's Mestrado Profissional em Administração); the
 * Técnico em Mecatrônica of the IFSP and CEFET-MG and the Centro Paula Souza's Técnico em Análises Clínicas (only other
 * campuses' courses and entrance notices naming no course); the USP's Licenciatura em Música (only its graduate music
 * programme's entrance notice). Gaps searched without result: animation (graduate; only UFMG's undergraduate Cinema de
 * Animação e Artes Digitais and technology courses at Anhembi Morumbi and Unicuritiba); counselling (graduate; only the
 * UFPB's Resolução CONSEPE 10/2003 approving one edition, "CESOE - 2003", of a Curso de Especialização em Supervisão e
 * Orientação Educacional, 375 horas-aula over 16 months, too old to add as a current programme: a lead). Not searched
 * again (searched before without result; no new query): SENAI São Paulo's Técnico em Manutenção Automotiva and Técnico
 * em Mecatrônica, UnB's Medicina Veterinária, UFRJ's Filosofia and Serviço Social, UFRGS's Serviço Social and
 * Licenciatura em Música, the USP's and UFMG's Matemática, Mackenzie's Educação Física, Senac São Paulo's rows, CEFET-MG's
 * Técnico em Informática.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block): the regenerated worklist, looked up the
 * same way (stored copies of public pages, search tools only; no page re-read online; 13 look-ups for Brazil), with new
 * queries (by the teaching unit: the UFRGS Instituto de Artes, the UFRJ Escola de Serviço Social; text searches by the
 * exact title in public repositories). Rows re-read, each now citing the page named:
 * - UFRGS's Licenciatura em Música: its Projeto Pedagógico do Curso de Música, Licenciatura (read in a copy on Scribd):
 *   "Este Projeto Político Pedagógico foi construído em 2004, passando a vigorar em 2005", with a reformulation "prevista
 *   ... até 2017"; the course's origins go back to the Instituto Livre de Belas Artes (1908), whose Curso de Formação de
 *   Professor de Educação Musical (1965) "passou a denominar-se Licenciatura em Música (1969)". The part read does not
 *   name the university: it is taken as UFRGS's because its history is that of the UFRGS Instituto de Artes' own
 *   Bacharelado em Música page (also seen: "O Curso de Música é mantido pelo Departamento [de] Música do Instituto de
 *   Artes da UFRGS"), and a companion copy of the Bacharelado's Projeto Pedagógico on Scribd says "As origens do Curso
 *   de Música da UFRGS remontam a 1908". It states no length in the part read, so the row's "4 anos" is taken out;
 * - UFRJ's Serviço Social (bachelor): the Portuguese Wikipedia article on the Escola de Serviço Social da UFRJ ("O Curso
 *   de Serviço Social foi criado em dezembro de 1936"; the Escola has "uma Direção Adjunta de Graduação (Curso Diurno,
 *   Curso Noturno e Estágio)", at the Praia Vermelha campus). A third-party page; it states no length, so the row's "4
 *   anos" is taken out.
 * Weak sources, to replace first: the Scribd copy of the UFRGS Projeto Pedagógico (of 2004-2005, due for reformulation
 * by 2017; a copy of unknown ownership) and the Wikipedia article. Lengths taken out (`duration: null`): the "4 anos" of
 * UFRGS's Licenciatura em Música and UFRJ's Serviço Social. No row added; withdrawn: none.
 * Gaps searched without result: animation (graduate; a text search by "Especialização em Animação" found only a
 * developer's CV naming a 2014 "Especialização em Animação e Jogos Eletrônicos" at Unifor, which a query for Unifor's
 * page did not find; other queries found only undergraduate and technology courses: UFMG's Cinema de Animação e Artes
 * Digitais, Unicuritiba's Design de Animação, Unicap's and UFN's Jogos Digitais); counselling (graduate; a text search by
 * "Especialização em Orientação Profissional" found only a placeholder biography, and a query for specializations in
 * orientação profissional e de carreira only general pages on lato sensu courses). Searched and not found (rows left as
 * they are): SENAI São Paulo's Técnico em Manutenção Automotiva (a text search by the title found nothing; a query found
 * only an O Estado de S. Paulo report of 2010 on SENAI-SP's automotive schools and short courses, and SENAI-SP's Planos
 * de Curso of other courses); UnB's Medicina Veterinária (a query in public repositories found only a UnB course-list
 * crawler naming no course); Mackenzie's Educação Física (only other institutions' course projects); the USP's
 * Matemática (Bacharelado) (only the IME's Departamento de Matemática Aplicada project and USP news; in public
 * repositories only other universities' curricula). Not reached (this pass's share of the look-ups): UFRJ's Filosofia,
 * UFMG's Matemática, Senac São Paulo's rows, CEFET-MG's Técnico em Informática, the Técnico em Mecatrônica of the IFSP,
 * CEFET-MG and SENAI São Paulo, the análises clínicas técnicos, the USP's Licenciatura em Música, and the mestrados of
 * UnB (Turismo), the FGV (Gestão Internacional) and COPPE (Engenharia de Produção).
 * Third verification pass of 2026-11-28 (session 29, no `VERIFIED_S29C` block: nothing citable was found): three text
 * searches in public GitHub repositories for bios naming a degree, after which the session's shared search budget ran
 * out. Each found only people's bios whose repository could not be identified before the budget ran out, so none is
 * cited; they are leads for a later pass: "Matemática pela UFMG" (an instructor of the Alura Escola de Dados, "Bacharel
 * em Matemática pela UFMG"; a private tutor's site, "licencianda em Matemática pela UFMG"); "Filosofia pela UFRJ"
 * (two bios, "Bacharel em Filosofia pela UFRJ"); "Técnico em Informática pelo CEFET" (developers' portfolios and slides:
 * "curso técnico em informática pelo CEFET-MG", "técnico em informática pelo CEFET-MG campus Timóteo", others at CEFET/RJ).
 * Rows re-read, added or withdrawn: none. Not reached (budget): SENAI São Paulo's Técnico em Mecatrônica, Senac São
 * Paulo's Maquiador, Técnico em Informática and Técnico em Análises Clínicas, UFRGS's Serviço Social, and the gap cells
 * (animation and counselling, graduate).
 * Session 30 pass of 2026-11-28 (no `VERIFIED_S30` block: nothing citable was found): 3 look-ups for Brazil (search
 * tools only). Searched and not found: animation (graduate; only SENAI/SC's animation apprenticeship, Senac's technical
 * course plans, Unicuritiba's and Anhembi Morumbi's technology courses and UFMG's undergraduate Cinema de Animação e
 * Artes Digitais); counselling (graduate; only the UFPB's Resolução 10/2003 creating a one-off Especialização em
 * Supervisão e Orientação Educacional of 2003, too old to list, and general pages on lato sensu courses). Verify row
 * searched without result: COPPE/UFRJ's Mestrado em Engenharia de Produção (only PUC-Rio's and UFPR's programmes and
 * undergraduate plans). Rows re-read, added or withdrawn: none. Not reached: the other verify rows.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): gap cells looked for in
 * public GitHub repositories found by their names and fetched whole, then by exact phrases and the code corpus (search
 * tools only; part of about 33 look-ups for eleven countries). Rows added, re-read and withdrawn: none. Searched and
 * not found: exact-phrase searches for "Especialização em Orientação Educacional" (no hit) and "Especialização em
 * Animação" (only a CV naming the UNIFOR's "Especialização em Animação e Jogos Eletrônicos", 2014: a lead to check, not
 * a citable page). Not reached: the verify rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, taggedPages, withPasses } from "./define";

const ADDED_ON = "2026-11-27";
const inst = institutionsOf("BR");
/** The source of a row added on 2026-11-27: the institution's official site. */
const added = (id: string) => `${id}-${ADDED_ON}`;

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: (
    [
      ["br-usp", "Universidade de São Paulo", "https://www.usp.br"],
      ["br-unicamp", "Universidade Estadual de Campinas", "https://www.unicamp.br"],
      ["br-ufrj", "Universidade Federal do Rio de Janeiro", "https://ufrj.br"],
      ["br-ufmg", "Universidade Federal de Minas Gerais", "https://ufmg.br"],
      ["br-unb", "Universidade de Brasília", "https://www.unb.br"],
      ["br-ufrgs", "Universidade Federal do Rio Grande do Sul", "https://www.ufrgs.br"],
      ["br-fgv", "Fundação Getulio Vargas", "https://portal.fgv.br"],
      ["br-espm", "ESPM", "https://www.espm.br"],
      ["br-senac-sp", "Senac São Paulo", "https://www.sp.senac.br"],
      ["br-senai-sp", "SENAI São Paulo", "https://www.sp.senai.br"],
      ["br-unirio", "Universidade Federal do Estado do Rio de Janeiro (UNIRIO)", "https://www.unirio.br"],
      ["br-ufsc", "Universidade Federal de Santa Catarina", "https://ufsc.br"],
      ["br-senac-rj", "Senac RJ", "https://www.rj.senac.br"],
      ["br-uerj", "Universidade do Estado do Rio de Janeiro", "https://www.uerj.br"],
    ] as const
  ).map(([id, publisher, url]) => institutionPage(added(id), publisher, "Cursos (página oficial)", url, ADDED_ON)),
  institutions: [
    inst(
      "br-unirio",
      "Universidade Federal do Estado do Rio de Janeiro (UNIRIO)",
      "Rio de Janeiro",
      "public",
      "https://www.unirio.br",
      added("br-unirio"),
    ),
    inst(
      "br-ufsc",
      "Universidade Federal de Santa Catarina",
      "Florianópolis",
      "public",
      "https://ufsc.br",
      added("br-ufsc"),
    ),
    inst("br-senac-rj", "Senac RJ", "Rio de Janeiro", "private", "https://www.rj.senac.br", added("br-senac-rj")),
    inst(
      "br-uerj",
      "Universidade do Estado do Rio de Janeiro",
      "Rio de Janeiro",
      "public",
      "https://www.uerj.br",
      added("br-uerj"),
    ),
  ],
  programs: [
    ...offered("br-usp", "bachelor", added("br-usp"), [
      ["music-education", "Licenciatura em Música (ECA)", { duration: "4 anos" }],
    ]),
    ...offered("br-unicamp", "bachelor", added("br-unicamp"), [
      ["music-education", "Licenciatura em Música", { duration: "4 anos" }],
    ]),
    ...offered("br-ufrgs", "bachelor", added("br-ufrgs"), [
      ["music-education", "Licenciatura em Música", { duration: "4 anos" }],
    ]),
    ...offered("br-unb", "bachelor", added("br-unb"), [
      ["music-education", "Licenciatura em Música", { duration: "4 anos" }],
    ]),
    ...offered("br-ufmg", "bachelor", added("br-ufmg"), [
      ["music-education", "Licenciatura em Música", { duration: "4 anos" }],
      ["health-services-administration", "Gestão de Serviços de Saúde", { duration: "4 anos" }],
    ]),
    ...offered("br-unirio", "bachelor", added("br-unirio"), [
      ["political-science", "Ciência Política", { duration: "4 anos" }],
      ["music-education", "Licenciatura em Música", { duration: "4 anos" }],
      ["tourism", "Turismo", { duration: "4 anos" }],
      ["library-science", "Biblioteconomia", { duration: "4 anos" }],
    ]),
    ...offered("br-usp", "graduate", added("br-usp"), [
      [
        "health-services-administration",
        "Mestrado Profissional em Gestão de Organizações de Saúde (FMRP, Ribeirão Preto)",
        { duration: "2 anos" },
      ],
    ]),
    ...offered("br-uerj", "graduate", added("br-uerj"), [
      [
        "health-services-administration",
        "Mestrado Profissional em Administração de Saúde (Instituto de Medicina Social)",
        { duration: "2 anos" },
      ],
    ]),
    ...offered("br-unb", "graduate", added("br-unb"), [
      ["tourism", "Mestrado Profissional em Turismo", { duration: "2 anos" }],
    ]),
    ...offered("br-ufrj", "graduate", added("br-ufrj"), [
      ["environmental-engineering", "Mestrado em Engenharia Ambiental", { duration: "2 anos" }],
    ]),
    ...offered("br-ufsc", "graduate", added("br-ufsc"), [
      ["environmental-engineering", "Mestrado em Engenharia Ambiental", { duration: "2 anos" }],
    ]),
    ...offered("br-fgv", "graduate", added("br-fgv"), [
      ["international-business", "Mestrado Profissional em Gestão Internacional (FGV EAESP)", { duration: "2 anos" }],
    ]),
    ...offered("br-espm", "graduate", added("br-espm"), [
      ["international-business", "Mestrado em Gestão Internacional (PMDGI)", { duration: "2 anos" }],
    ]),
    ...offered("br-senai-sp", "technical", added("br-senai-sp"), [
      ["welding-technology", "Soldador (qualificação profissional)"],
    ]),
    ...offered("br-senac-sp", "technical", added("br-senac-sp"), [
      ["makeup-artistry", "Maquiador (qualificação profissional)"],
    ]),
    ...offered("br-senac-rj", "technical", added("br-senac-rj"), [
      ["makeup-artistry", "Maquiador (qualificação profissional)"],
    ]),
  ],
};

const ADDED_28_ON = "2026-11-28";
/** The source of a row added on 2026-11-28: the institution's official site. */
const added28 = (id: string) => `${id}-${ADDED_28_ON}`;

/** Rows added on 2026-11-28 (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: (
    [
      ["br-usp", "Universidade de São Paulo", "https://www.usp.br"],
      ["br-unicamp", "Universidade Estadual de Campinas", "https://www.unicamp.br"],
      ["br-univali", "Universidade do Vale do Itajaí (UNIVALI)", "https://www.univali.br"],
    ] as const
  ).map(([id, publisher, url]) => institutionPage(added28(id), publisher, "Cursos (página oficial)", url, ADDED_28_ON)),
  institutions: [
    inst(
      "br-univali",
      "Universidade do Vale do Itajaí (UNIVALI)",
      "Itajaí",
      "private",
      "https://www.univali.br",
      added28("br-univali"),
    ),
  ],
  programs: [
    ...offered("br-unicamp", "bachelor", added28("br-unicamp"), [
      [
        "international-business",
        "Gestão de Comércio Internacional (Faculdade de Ciências Aplicadas, Limeira)",
        { duration: "4 anos", url: "https://unicamp.br/unicamp/unicamp_hoje/ju/abril2009/ju425_pag04.php" },
      ],
    ]),
    ...offered("br-univali", "bachelor", added28("br-univali"), [
      ["international-business", "Comércio Exterior (bacharelado)", { duration: "4 anos" }],
    ]),
    ...offered("br-unicamp", "graduate", added28("br-unicamp"), [
      ["english-teaching", "Mestrado em Linguística Aplicada (IEL)", { duration: "2 anos" }],
    ]),
    ...offered("br-usp", "graduate", added28("br-usp"), [
      ["english-teaching", "Mestrado em Estudos Linguísticos e Literários em Inglês (FFLCH)", { duration: "2 anos" }],
    ]),
  ],
};

const ADDED_S24_ON = "2026-11-28";

/** Rows added on 2026-11-28 by a later pass, each resting on a stored copy of a public page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "br-ufba-ime-2026-11-28",
      "Universidade Federal da Bahia, Instituto de Matemática e Estatística, Departamento de Estatística",
      "Curso de Especialização em Ciência de Dados e Big Data: Regimento Interno",
      "https://1library.org/document/qm0rx79y-universidade-federal-instituto-matematica-estatistica-departamento-estatistica-regimento.html",
      ADDED_S24_ON,
    ),
  ],
  institutions: [
    inst(
      "br-ufba",
      "Universidade Federal da Bahia",
      "Salvador",
      "public",
      "https://www.ufba.br",
      "br-ufba-ime-2026-11-28",
    ),
  ],
  programs: [
    ...offered("br-ufba", "graduate", "br-ufba-ime-2026-11-28", [
      ["data-science", "Especialização em Ciência de Dados e Big Data (Instituto de Matemática e Estatística)"],
    ]),
  ],
};

const ADDED_S26_ON = "2026-11-28";

/** Rows added on 2026-11-28 by a further pass, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "br-uergs-adm-saude-2026-11-28",
      "dokumen.tips (copy of the Universidade Estadual do Rio Grande do Sul's Projeto Acadêmico Pedagógico)",
      "Curso de Administração (Bacharelado): Administração de Sistemas e Serviços de Saúde, Projeto Acadêmico Pedagógico (2005)",
      "https://dokumen.tips/documents/projeto-academico-pedagogico-administracao-de-sistemas-e-servicos-de-saude.html",
      ADDED_S26_ON,
    ),
    institutionPage(
      "br-puc-rio-animacao-2026-11-28",
      "PUC-Rio (Portal PUC-Rio Digital, Projeto Comunicar)",
      "Novas tecnologias abrem caminhos para a animação (2010)",
      "https://puc-riodigital.com.puc-rio.br/cgi/cgilua.exe/sys/start.htm?infoid=7257&sid=55",
      ADDED_S26_ON,
    ),
    institutionPage(
      "br-uffs-orientacao-2026-11-28",
      "Universidade Federal da Fronteira Sul (UFFS)",
      "Especialização em Orientação Educacional (3ª edição), campus Cerro Largo",
      "https://uffs.edu.br/campi/cerro-largo/cursos/especializacao/orientacao-educacional-3a-edicao",
      ADDED_S26_ON,
    ),
    institutionPage(
      "br-pucpr-ciberseguranca-2026-11-28",
      "GitHub (student repository twzin/vigilantia, PUCPR Bacharelado em Cibersegurança)",
      "Vigilantia SIEM: course paper for the DevSecOps subject, PUCPR – Bacharelado em Cibersegurança",
      "https://github.com/twzin/vigilantia/blob/e9333623511954075fc48b4689b590d2ada421d7/docs/artigo-sbc.md",
      ADDED_S26_ON,
    ),
    institutionPage(
      "br-ufu-ciberseguranca-2026-11-28",
      "GitHub (student repository 0iac/api-soma, UFU Bacharelado em Cibersegurança)",
      "TDE: API REST com Flask, Bacharelado em Cibersegurança da Universidade Federal de Uberlândia",
      "https://github.com/0iac/api-soma/blob/0db0631e2ced36893c4b65d0461536c77764c3fe/readme.md",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    inst(
      "br-uergs",
      "Universidade Estadual do Rio Grande do Sul (UERGS)",
      "Porto Alegre",
      "public",
      undefined,
      "br-uergs-adm-saude-2026-11-28",
    ),
    inst(
      "br-uffs",
      "Universidade Federal da Fronteira Sul (UFFS)",
      "Chapecó",
      "public",
      "https://uffs.edu.br",
      "br-uffs-orientacao-2026-11-28",
    ),
    inst(
      "br-pucpr",
      "Pontifícia Universidade Católica do Paraná (PUCPR)",
      "Curitiba",
      "private",
      undefined,
      "br-pucpr-ciberseguranca-2026-11-28",
    ),
    inst(
      "br-ufu",
      "Universidade Federal de Uberlândia (UFU)",
      "Uberlândia",
      "public",
      "https://ufu.br",
      "br-ufu-ciberseguranca-2026-11-28",
    ),
  ],
  programs: [
    ...offered("br-uergs", "bachelor", "br-uergs-adm-saude-2026-11-28", [
      ["health-services-administration", "Administração: Sistemas e Serviços de Saúde (bacharelado)"],
    ]),
    ...offered("br-puc-rio", "graduate", "br-puc-rio-animacao-2026-11-28", [
      ["animation", "Pós-graduação (especialização) em Animação"],
    ]),
    ...offered("br-uffs", "graduate", "br-uffs-orientacao-2026-11-28", [
      ["counselling", "Especialização em Orientação Educacional (campus Cerro Largo, RS)"],
    ]),
    ...offered("br-pucpr", "bachelor", "br-pucpr-ciberseguranca-2026-11-28", [
      ["cybersecurity", "Bacharelado em Cibersegurança"],
    ]),
    ...offered("br-ufu", "bachelor", "br-ufu-ciberseguranca-2026-11-28", [
      ["cybersecurity", "Bacharelado em Cibersegurança (Faculdade de Engenharia Elétrica, FEELT)"],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "BR",
  sources: [
    {
      id: "br-usp-site",
      publisher: "Universidade de São Paulo",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://www.usp.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-unicamp-site",
      publisher: "Universidade Estadual de Campinas",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://www.unicamp.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-ufrj-site",
      publisher: "Universidade Federal do Rio de Janeiro",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://ufrj.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-ufmg-site",
      publisher: "Universidade Federal de Minas Gerais",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://ufmg.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-unb-site",
      publisher: "Universidade de Brasília",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://www.unb.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-ufrgs-site",
      publisher: "Universidade Federal do Rio Grande do Sul",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://www.ufrgs.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-puc-rio-site",
      publisher: "Pontifícia Universidade Católica do Rio de Janeiro",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://www.puc-rio.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-fgv-site",
      publisher: "Fundação Getulio Vargas",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://portal.fgv.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-insper-site",
      publisher: "Insper",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://www.insper.edu.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-mackenzie-site",
      publisher: "Universidade Presbiteriana Mackenzie",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://www.mackenzie.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-espm-site",
      publisher: "ESPM – Escola Superior de Propaganda e Marketing",
      title: "Cursos de graduação e pós-graduação (página oficial)",
      url: "https://www.espm.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-ifsp-site",
      publisher: "Instituto Federal de Educação, Ciência e Tecnologia de São Paulo",
      title: "Cursos técnicos, superiores de tecnologia e licenciaturas (página oficial)",
      url: "https://www.ifsp.edu.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-cps-site",
      publisher: "Centro Paula Souza (Etecs e Fatecs)",
      title: "Cursos técnicos (Etecs) e superiores de tecnologia (Fatecs) (página oficial)",
      url: "https://www.cps.sp.gov.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-senac-sp-site",
      publisher: "Senac São Paulo",
      title: "Cursos técnicos, de tecnologia e de graduação (página oficial)",
      url: "https://www.sp.senac.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-senai-sp-site",
      publisher: "SENAI São Paulo",
      title: "Cursos técnicos e superiores de tecnologia (página oficial)",
      url: "https://www.sp.senai.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-cefetmg-site",
      publisher: "Centro Federal de Educação Tecnológica de Minas Gerais (CEFET-MG)",
      title: "Cursos técnicos (página oficial)",
      url: "https://www.cefetmg.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-ifsc-site",
      publisher: "Instituto Federal de Santa Catarina (IFSC)",
      title: "Cursos técnicos (página oficial)",
      url: "https://www.ifsc.edu.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "br-ifpe-site",
      publisher: "Instituto Federal de Pernambuco (IFPE)",
      title: "Cursos técnicos (página oficial)",
      url: "https://www.ifpe.edu.br",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    {
      id: "br-usp",
      country: "BR",
      name: "Universidade de São Paulo",
      city: "São Paulo",
      kind: "public",
      website: "https://www.usp.br",
      source: "br-usp-site",
    },
    {
      id: "br-unicamp",
      country: "BR",
      name: "Universidade Estadual de Campinas",
      city: "Campinas",
      kind: "public",
      website: "https://www.unicamp.br",
      source: "br-unicamp-site",
    },
    {
      id: "br-ufrj",
      country: "BR",
      name: "Universidade Federal do Rio de Janeiro",
      city: "Rio de Janeiro",
      kind: "public",
      website: "https://ufrj.br",
      source: "br-ufrj-site",
    },
    {
      id: "br-ufmg",
      country: "BR",
      name: "Universidade Federal de Minas Gerais",
      city: "Belo Horizonte",
      kind: "public",
      website: "https://ufmg.br",
      source: "br-ufmg-site",
    },
    {
      id: "br-unb",
      country: "BR",
      name: "Universidade de Brasília",
      city: "Brasília",
      kind: "public",
      website: "https://www.unb.br",
      source: "br-unb-site",
    },
    {
      id: "br-ufrgs",
      country: "BR",
      name: "Universidade Federal do Rio Grande do Sul",
      city: "Porto Alegre",
      kind: "public",
      website: "https://www.ufrgs.br",
      source: "br-ufrgs-site",
    },
    {
      id: "br-puc-rio",
      country: "BR",
      name: "Pontifícia Universidade Católica do Rio de Janeiro",
      city: "Rio de Janeiro",
      kind: "private",
      website: "https://www.puc-rio.br",
      source: "br-puc-rio-site",
    },
    {
      id: "br-fgv",
      country: "BR",
      name: "Fundação Getulio Vargas",
      city: "São Paulo",
      kind: "private",
      website: "https://portal.fgv.br",
      source: "br-fgv-site",
    },
    {
      id: "br-insper",
      country: "BR",
      name: "Insper",
      city: "São Paulo",
      kind: "private",
      website: "https://www.insper.edu.br",
      source: "br-insper-site",
    },
    {
      id: "br-mackenzie",
      country: "BR",
      name: "Universidade Presbiteriana Mackenzie",
      city: "São Paulo",
      kind: "private",
      website: "https://www.mackenzie.br",
      source: "br-mackenzie-site",
    },
    {
      id: "br-espm",
      country: "BR",
      name: "ESPM – Escola Superior de Propaganda e Marketing",
      city: "São Paulo",
      kind: "private",
      website: "https://www.espm.br",
      source: "br-espm-site",
    },
    {
      id: "br-ifsp",
      country: "BR",
      name: "Instituto Federal de Educação, Ciência e Tecnologia de São Paulo",
      city: "São Paulo",
      kind: "public",
      website: "https://www.ifsp.edu.br",
      source: "br-ifsp-site",
    },
    {
      id: "br-cps",
      country: "BR",
      name: "Centro Paula Souza (Etecs e Fatecs)",
      city: "São Paulo",
      kind: "public",
      website: "https://www.cps.sp.gov.br",
      source: "br-cps-site",
    },
    {
      id: "br-senac-sp",
      country: "BR",
      name: "Senac São Paulo",
      city: "São Paulo",
      kind: "private",
      website: "https://www.sp.senac.br",
      source: "br-senac-sp-site",
    },
    {
      id: "br-senai-sp",
      country: "BR",
      name: "SENAI São Paulo",
      city: "São Paulo",
      kind: "private",
      website: "https://www.sp.senai.br",
      source: "br-senai-sp-site",
    },
    {
      id: "br-cefetmg",
      country: "BR",
      name: "Centro Federal de Educação Tecnológica de Minas Gerais (CEFET-MG)",
      city: "Belo Horizonte",
      kind: "public",
      website: "https://www.cefetmg.br",
      source: "br-cefetmg-site",
    },
    {
      id: "br-ifsc",
      country: "BR",
      name: "Instituto Federal de Santa Catarina (IFSC)",
      city: "São José",
      kind: "public",
      website: "https://www.ifsc.edu.br",
      source: "br-ifsc-site",
    },
    {
      id: "br-ifpe",
      country: "BR",
      name: "Instituto Federal de Pernambuco (IFPE)",
      city: "Recife",
      kind: "public",
      website: "https://www.ifpe.edu.br",
      source: "br-ifpe-site",
    },
  ],
  programs: [
    ...offered("br-usp", "bachelor", "br-usp-site", [
      ["medicine", "Medicina", { duration: "6 anos" }],
      ["nursing", "Enfermagem", { duration: "4 anos" }],
      ["dentistry", "Odontologia", { duration: "5 anos" }],
      ["pharmacy", "Farmácia-Bioquímica", { duration: "5 anos" }],
      ["nutrition", "Nutrição", { duration: "4 anos" }],
      ["psychology", "Psicologia", { duration: "5 anos" }],
      ["physical-therapy", "Fisioterapia", { duration: "4 anos" }],
      ["occupational-therapy", "Terapia Ocupacional", { duration: "4 anos" }],
      ["speech-therapy", "Fonoaudiologia", { duration: "4 anos" }],
      ["law", "Direito", { duration: "5 anos" }],
      ["economics", "Economia", { duration: "4 anos" }],
      ["business-administration", "Administração", { duration: "4 anos" }],
      ["accounting", "Ciências Contábeis", { duration: "4 anos" }],
      ["actuarial-science", "Ciências Atuariais", { duration: "4 anos" }],
      ["international-relations", "Relações Internacionais", { duration: "4 anos" }],
      ["sociology", "Ciências Sociais", { duration: "4 anos" }],
      ["philosophy", "Filosofia", { duration: "4 anos" }],
      ["history", "História", { duration: "4 anos" }],
      ["literature", "Letras", { duration: "4 anos" }],
      ["journalism", "Jornalismo", { duration: "4 anos" }],
      ["advertising", "Publicidade e Propaganda", { duration: "4 anos" }],
      ["public-relations", "Relações Públicas", { duration: "4 anos" }],
      ["library-science", "Biblioteconomia", { duration: "4 anos" }],
      ["fine-arts", "Artes Visuais", { duration: "4 anos" }],
      ["music", "Música", { duration: "4 anos" }],
      ["theatre", "Artes Cênicas", { duration: "4 anos" }],
      ["tourism", "Turismo", { duration: "4 anos" }],
      ["architecture", "Arquitetura e Urbanismo", { duration: "5 anos" }],
      ["graphic-design", "Design", { duration: "4 anos" }],
      ["civil-engineering", "Engenharia Civil", { duration: "5 anos" }],
      ["mechanical-engineering", "Engenharia Mecânica", { duration: "5 anos" }],
      ["electrical-engineering", "Engenharia Elétrica", { duration: "5 anos" }],
      ["industrial-engineering", "Engenharia de Produção", { duration: "5 anos" }],
      ["environmental-engineering", "Engenharia Ambiental", { duration: "5 anos" }],
      ["computer-science", "Ciência da Computação", { duration: "4 anos" }],
      ["information-systems", "Sistemas de Informação", { duration: "4 anos" }],
      ["mathematics", "Matemática (Bacharelado)", { duration: "4 anos" }],
      ["mathematics-teaching", "Matemática (Licenciatura)", { duration: "4 anos" }],
      ["statistics", "Estatística", { duration: "4 anos" }],
      ["physics", "Física", { duration: "4 anos" }],
      ["chemistry", "Química", { duration: "4 anos" }],
      ["biology", "Ciências Biológicas", { duration: "4 anos" }],
      ["geology", "Geologia", { duration: "5 anos" }],
      ["veterinary-medicine", "Medicina Veterinária", { duration: "5 anos" }],
      ["agronomy", "Engenharia Agronômica", { duration: "5 anos" }],
      ["animal-science", "Zootecnia", { duration: "5 anos" }],
      ["physical-education", "Educação Física", { duration: "4 anos" }],
      ["sports-science", "Esporte", { duration: "4 anos" }],
      ["primary-education", "Pedagogia", { duration: "4 anos" }],
      ["early-childhood-education", "Pedagogia", { duration: "4 anos" }],
      ["public-administration", "Gestão de Políticas Públicas", { duration: "4 anos" }],
      ["english-teaching", "Letras – Português e Inglês (Licenciatura)", { duration: "4 anos" }],
    ]),
    ...offered("br-usp", "graduate", "br-usp-site", [
      ["business-administration", "Mestrado em Administração", { duration: "2 anos" }],
      ["economics", "Mestrado em Economia", { duration: "2 anos" }],
      ["library-science", "Mestrado em Ciência da Informação", { duration: "2 anos" }],
      ["communication-studies", "Mestrado em Ciências da Comunicação", { duration: "2 anos" }],
      ["data-science", "MBA em Data Science e Analytics (USP/Esalq)", { duration: "18 meses" }],
      ["urban-planning", "Mestrado em Arquitetura e Urbanismo", { duration: "2 anos" }],
      ["international-relations", "Mestrado em Relações Internacionais (IRI)", { duration: "2 anos" }],
      ["political-science", "Mestrado em Ciência Política", { duration: "2 anos" }],
      ["statistics", "Mestrado em Estatística (IME)", { duration: "2 anos" }],
      ["tourism", "Mestrado em Turismo (EACH)", { duration: "2 anos" }],
      ["marketing", "MBA em Marketing (USP/Esalq)", { duration: "18 meses", modality: "distance" }],
      ["human-resources", "MBA em Gestão de Pessoas (USP/Esalq)", { duration: "18 meses", modality: "distance" }],
    ]),
    ...offered("br-unicamp", "bachelor", "br-unicamp-site", [
      ["medicine", "Medicina", { duration: "6 anos" }],
      ["nursing", "Enfermagem", { duration: "4 anos" }],
      ["pharmacy", "Farmácia", { duration: "5 anos" }],
      ["nutrition", "Nutrição", { duration: "4 anos" }],
      ["speech-therapy", "Fonoaudiologia", { duration: "4 anos" }],
      ["computer-science", "Ciência da Computação", { duration: "4 anos" }],
      ["civil-engineering", "Engenharia Civil", { duration: "5 anos" }],
      ["mechanical-engineering", "Engenharia Mecânica", { duration: "5 anos" }],
      ["electrical-engineering", "Engenharia Elétrica", { duration: "5 anos" }],
      ["chemical-engineering", "Engenharia Química", { duration: "5 anos" }],
      ["industrial-engineering", "Engenharia de Produção", { duration: "5 anos" }],
      ["economics", "Ciências Econômicas", { duration: "4 anos" }],
      ["sociology", "Ciências Sociais", { duration: "4 anos" }],
      ["music", "Música", { duration: "4 anos" }],
      ["theatre", "Artes Cênicas", { duration: "4 anos" }],
      ["dance", "Dança", { duration: "4 anos" }],
      ["fine-arts", "Artes Visuais", { duration: "4 anos" }],
      ["communication-studies", "Midialogia", { duration: "4 anos" }],
      ["statistics", "Estatística", { duration: "4 anos" }],
      ["mathematics", "Matemática", { duration: "4 anos" }],
      ["physics", "Física", { duration: "4 anos" }],
      ["chemistry", "Química", { duration: "4 anos" }],
      ["biology", "Ciências Biológicas", { duration: "4 anos" }],
      ["geology", "Geologia", { duration: "4 anos" }],
      ["primary-education", "Pedagogia", { duration: "5 anos" }],
      ["physical-education", "Educação Física", { duration: "4 anos" }],
      ["literature", "Estudos Literários", { duration: "4 anos" }],
      ["philosophy", "Filosofia", { duration: "4 anos" }],
      ["history", "História", { duration: "4 anos" }],
      ["architecture", "Arquitetura e Urbanismo", { duration: "5 anos" }],
    ]),
    ...offered("br-unicamp", "graduate", "br-unicamp-site", [
      ["computer-science", "Mestrado em Ciência da Computação", { duration: "2 anos" }],
      ["statistics", "Mestrado em Estatística", { duration: "2 anos" }],
      ["economics", "Mestrado em Ciências Econômicas", { duration: "2 anos" }],
      ["political-science", "Mestrado em Ciência Política", { duration: "2 anos" }],
      ["film", "Mestrado em Multimeios", { duration: "2 anos" }],
    ]),
    ...offered("br-ufrj", "bachelor", "br-ufrj-site", [
      ["medicine", "Medicina", { duration: "6 anos" }],
      ["law", "Direito", { duration: "5 anos" }],
      ["economics", "Ciências Econômicas", { duration: "4 anos" }],
      ["business-administration", "Administração", { duration: "4 anos" }],
      ["accounting", "Ciências Contábeis", { duration: "4 anos" }],
      ["actuarial-science", "Ciências Atuariais", { duration: "4 anos" }],
      ["international-relations", "Relações Internacionais", { duration: "4 anos" }],
      ["journalism", "Comunicação Social – Jornalismo", { duration: "4 anos" }],
      ["advertising", "Comunicação Social – Publicidade e Propaganda", { duration: "4 anos" }],
      ["radio-television-production", "Comunicação Social – Radialismo", { duration: "4 anos" }],
      ["library-science", "Biblioteconomia e Gestão de Unidades de Informação", { duration: "4 anos" }],
      ["architecture", "Arquitetura e Urbanismo", { duration: "5 anos" }],
      ["fine-arts", "Pintura", { duration: "4 anos" }],
      ["graphic-design", "Comunicação Visual Design", { duration: "4 anos" }],
      ["civil-engineering", "Engenharia Civil", { duration: "5 anos" }],
      ["mechanical-engineering", "Engenharia Mecânica", { duration: "5 anos" }],
      ["electrical-engineering", "Engenharia Elétrica", { duration: "5 anos" }],
      ["industrial-engineering", "Engenharia de Produção", { duration: "5 anos" }],
      ["environmental-engineering", "Engenharia Ambiental", { duration: "5 anos" }],
      ["chemistry", "Química", { duration: "4 anos" }],
      ["physics", "Física", { duration: "4 anos" }],
      ["mathematics", "Matemática", { duration: "4 anos" }],
      ["statistics", "Estatística", { duration: "4 anos" }],
      ["computer-science", "Ciência da Computação", { duration: "4 anos" }],
      ["psychology", "Psicologia", { duration: "5 anos" }],
      ["social-work", "Serviço Social", { duration: "4 anos" }],
      ["nutrition", "Nutrição", { duration: "4,5 anos" }],
      ["nursing", "Enfermagem", { duration: "4,5 anos" }],
      ["occupational-therapy", "Terapia Ocupacional", { duration: "4 anos" }],
      ["physical-therapy", "Fisioterapia", { duration: "5 anos" }],
      ["speech-therapy", "Fonoaudiologia", { duration: "4 anos" }],
      ["physical-education", "Educação Física", { duration: "4 anos" }],
      ["primary-education", "Pedagogia", { duration: "4 anos" }],
      ["history", "História", { duration: "4 anos" }],
      ["philosophy", "Filosofia", { duration: "4 anos" }],
      ["sociology", "Ciências Sociais", { duration: "4 anos" }],
      ["geology", "Geologia", { duration: "5 anos" }],
      ["biology", "Ciências Biológicas", { duration: "4 anos" }],
      ["music", "Música", { duration: "4 anos" }],
      ["dance", "Dança", { duration: "4 anos" }],
      ["theatre", "Direção Teatral", { duration: "4 anos" }],
    ]),
    ...offered("br-ufrj", "graduate", "br-ufrj-site", [
      ["urban-planning", "Mestrado em Planejamento Urbano e Regional (IPPUR)", { duration: "2 anos" }],
      ["industrial-engineering", "Mestrado em Engenharia de Produção (COPPE)", { duration: "2 anos" }],
      ["social-work", "Mestrado em Serviço Social", { duration: "2 anos" }],
      ["business-administration", "Mestrado em Administração (COPPEAD)", { duration: "2 anos" }],
      ["software-engineering", "Mestrado em Engenharia de Sistemas e Computação (COPPE)", { duration: "2 anos" }],
      ["communication-studies", "Mestrado em Comunicação e Cultura (ECO)", { duration: "2 anos" }],
    ]),
    ...offered("br-ufmg", "bachelor", "br-ufmg-site", [
      ["medicine", "Medicina", { duration: "6 anos" }],
      ["law", "Direito", { duration: "5 anos" }],
      ["library-science", "Biblioteconomia", { duration: "4 anos" }],
      ["accounting", "Ciências Contábeis", { duration: "4 anos" }],
      ["actuarial-science", "Ciências Atuariais", { duration: "4 anos" }],
      ["veterinary-medicine", "Medicina Veterinária", { duration: "5 anos" }],
      ["animal-science", "Zootecnia", { duration: "5 anos" }],
      ["public-administration", "Gestão Pública", { duration: "4 anos" }],
      ["tourism", "Turismo", { duration: "4 anos" }],
      ["occupational-therapy", "Terapia Ocupacional", { duration: "4 anos" }],
      ["nutrition", "Nutrição", { duration: "4 anos" }],
      ["nursing", "Enfermagem", { duration: "4 anos" }],
      ["speech-therapy", "Fonoaudiologia", { duration: "4 anos" }],
      ["physical-education", "Educação Física", { duration: "4 anos" }],
      ["music", "Música", { duration: "4 anos" }],
      ["theatre", "Teatro", { duration: "4 anos" }],
      ["dance", "Dança", { duration: "4 anos" }],
      ["fine-arts", "Artes Visuais", { duration: "4 anos" }],
      ["graphic-design", "Design", { duration: "4 anos" }],
      ["industrial-engineering", "Engenharia de Produção", { duration: "5 anos" }],
      ["civil-engineering", "Engenharia Civil", { duration: "5 anos" }],
      ["information-systems", "Sistemas de Informação", { duration: "4 anos" }],
      ["computer-science", "Ciência da Computação", { duration: "4 anos" }],
      ["statistics", "Estatística", { duration: "4 anos" }],
      ["mathematics", "Matemática", { duration: "4 anos" }],
      ["chemistry", "Química", { duration: "4 anos" }],
      ["physics", "Física", { duration: "4 anos" }],
      ["geology", "Geologia", { duration: "5 anos" }],
      ["international-relations", "Relações Econômicas Internacionais", { duration: "4 anos" }],
      ["sociology", "Ciências Sociais", { duration: "4 anos" }],
      ["psychology", "Psicologia", { duration: "5 anos" }],
      ["journalism", "Comunicação Social – Jornalismo", { duration: "4 anos" }],
      ["economics", "Ciências Econômicas", { duration: "4 anos" }],
      ["business-administration", "Administração", { duration: "4 anos" }],
      ["architecture", "Arquitetura e Urbanismo", { duration: "5 anos" }],
      ["primary-education", "Pedagogia", { duration: "4 anos" }],
      ["english-teaching", "Letras – Inglês (Licenciatura)", { duration: "4 anos" }],
    ]),
    ...offered("br-ufmg", "graduate", "br-ufmg-site", [
      ["library-science", "Mestrado em Ciência da Informação", { duration: "2 anos" }],
      ["economics", "Mestrado em Economia (Cedeplar)", { duration: "2 anos" }],
      ["political-science", "Mestrado em Ciência Política", { duration: "2 anos" }],
      ["statistics", "Mestrado em Estatística", { duration: "2 anos" }],
      ["industrial-engineering", "Mestrado em Engenharia de Produção", { duration: "2 anos" }],
      [
        "environmental-engineering",
        "Mestrado em Saneamento, Meio Ambiente e Recursos Hídricos",
        { duration: "2 anos" },
      ],
      ["communication-studies", "Mestrado em Comunicação Social", { duration: "2 anos" }],
    ]),
    ...offered("br-unb", "bachelor", "br-unb-site", [
      ["medicine", "Medicina", { duration: "6 anos" }],
      ["law", "Direito", { duration: "5 anos" }],
      ["international-relations", "Relações Internacionais", { duration: "4 anos" }],
      ["political-science", "Ciência Política", { duration: "4 anos" }],
      ["economics", "Ciências Econômicas", { duration: "4 anos" }],
      ["business-administration", "Administração", { duration: "4 anos" }],
      ["accounting", "Ciências Contábeis", { duration: "4 anos" }],
      ["library-science", "Biblioteconomia", { duration: "4 anos" }],
      ["journalism", "Comunicação Social – Jornalismo", { duration: "4 anos" }],
      ["advertising", "Comunicação Social – Publicidade e Propaganda", { duration: "4 anos" }],
      ["film", "Comunicação Social – Audiovisual", { duration: "4 anos" }],
      ["communication-studies", "Comunicação Organizacional", { duration: "4 anos" }],
      ["architecture", "Arquitetura e Urbanismo", { duration: "5 anos" }],
      ["civil-engineering", "Engenharia Civil", { duration: "5 anos" }],
      ["computer-science", "Ciência da Computação", { duration: "4 anos" }],
      ["statistics", "Estatística", { duration: "4 anos" }],
      ["tourism", "Turismo", { duration: "4 anos" }],
      ["public-administration", "Gestão de Políticas Públicas", { duration: "4 anos" }],
      ["social-work", "Serviço Social", { duration: "4 anos" }],
      ["psychology", "Psicologia", { duration: "5 anos" }],
      ["primary-education", "Pedagogia", { duration: "4 anos" }],
      ["translation", "Letras – Tradução Inglês", { duration: "4 anos" }],
      ["music", "Música", { duration: "4 anos" }],
      ["theatre", "Artes Cênicas", { duration: "4 anos" }],
      ["veterinary-medicine", "Medicina Veterinária", { duration: "5 anos" }],
      ["agronomy", "Agronomia", { duration: "5 anos" }],
      ["nutrition", "Nutrição", { duration: "4 anos" }],
      ["nursing", "Enfermagem", { duration: "4 anos" }],
      ["physical-education", "Educação Física", { duration: "4 anos" }],
      ["geology", "Geologia", { duration: "5 anos" }],
      ["anthropology", "Antropologia", { duration: "4 anos" }],
      ["sociology", "Ciências Sociais", { duration: "4 anos" }],
      ["philosophy", "Filosofia", { duration: "4 anos" }],
      ["history", "História", { duration: "4 anos" }],
      ["mathematics-teaching", "Matemática (Licenciatura)", { duration: "4 anos" }],
    ]),
    ...offered("br-unb", "graduate", "br-unb-site", [
      ["international-relations", "Mestrado em Relações Internacionais", { duration: "2 anos" }],
      ["library-science", "Mestrado em Ciência da Informação", { duration: "2 anos" }],
      ["economics", "Mestrado em Economia", { duration: "2 anos" }],
      ["political-science", "Mestrado em Ciência Política", { duration: "2 anos" }],
    ]),
    ...offered("br-ufrgs", "bachelor", "br-ufrgs-site", [
      ["medicine", "Medicina", { duration: "6 anos" }],
      ["law", "Ciências Jurídicas e Sociais", { duration: "5 anos" }],
      ["library-science", "Biblioteconomia", { duration: "4 anos" }],
      ["journalism", "Jornalismo", { duration: "4 anos" }],
      ["advertising", "Publicidade e Propaganda", { duration: "4 anos" }],
      ["public-relations", "Relações Públicas", { duration: "4 anos" }],
      ["veterinary-medicine", "Medicina Veterinária", { duration: "5 anos" }],
      ["agronomy", "Agronomia", { duration: "5 anos" }],
      ["animal-science", "Zootecnia", { duration: "5 anos" }],
      ["international-relations", "Relações Internacionais", { duration: "4 anos" }],
      ["public-administration", "Políticas Públicas", { duration: "4 anos" }],
      ["actuarial-science", "Ciências Atuariais", { duration: "4 anos" }],
      ["statistics", "Estatística", { duration: "4 anos" }],
      ["theatre", "Teatro", { duration: "4 anos" }],
      ["music", "Música", { duration: "4 anos" }],
      ["fine-arts", "Artes Visuais", { duration: "4 anos" }],
      ["translation", "Letras – Bacharelado – Tradutor Português e Inglês", { duration: "4 anos" }],
      ["computer-science", "Ciência da Computação", { duration: "4 anos" }],
      ["civil-engineering", "Engenharia Civil", { duration: "5 anos" }],
      ["mechanical-engineering", "Engenharia Mecânica", { duration: "5 anos" }],
      ["nursing", "Enfermagem", { duration: "4 anos" }],
      ["nutrition", "Nutrição", { duration: "4 anos" }],
      ["psychology", "Psicologia", { duration: "5 anos" }],
      ["social-work", "Serviço Social", { duration: "4 anos" }],
      ["physical-education", "Educação Física (Licenciatura)", { duration: "4 anos" }],
      ["mathematics-teaching", "Matemática (Licenciatura)", { duration: "4 anos" }],
      ["english-teaching", "Letras – Licenciatura – Português e Inglês", { duration: "4 anos" }],
      ["primary-education", "Pedagogia", { duration: "4 anos" }],
    ]),
    ...offered("br-ufrgs", "graduate", "br-ufrgs-site", [
      ["communication-studies", "Mestrado em Comunicação", { duration: "2 anos" }],
      ["business-administration", "Mestrado em Administração", { duration: "2 anos" }],
      ["urban-planning", "Mestrado em Planejamento Urbano e Regional", { duration: "2 anos" }],
      ["political-science", "Mestrado em Ciência Política", { duration: "2 anos" }],
    ]),
    ...offered("br-puc-rio", "bachelor", "br-puc-rio-site", [
      ["law", "Direito", { duration: "5 anos" }],
      ["business-administration", "Administração", { duration: "4 anos" }],
      ["economics", "Ciências Econômicas", { duration: "4 anos" }],
      ["international-relations", "Relações Internacionais", { duration: "4 anos" }],
      ["journalism", "Comunicação Social – Jornalismo", { duration: "4 anos" }],
      ["advertising", "Comunicação Social – Publicidade e Propaganda", { duration: "4 anos" }],
      ["film", "Comunicação Social – Cinema", { duration: "4 anos" }],
      ["graphic-design", "Design", { duration: "4 anos" }],
      ["architecture", "Arquitetura e Urbanismo", { duration: "5 anos" }],
      ["civil-engineering", "Engenharia Civil", { duration: "5 anos" }],
      ["mechanical-engineering", "Engenharia Mecânica", { duration: "5 anos" }],
      ["industrial-engineering", "Engenharia de Produção", { duration: "5 anos" }],
      ["computer-science", "Ciência da Computação", { duration: "4 anos" }],
      ["psychology", "Psicologia", { duration: "5 anos" }],
      ["social-work", "Serviço Social", { duration: "4 anos" }],
      ["theology", "Teologia", { duration: "4 anos" }],
      ["philosophy", "Filosofia", { duration: "4 anos" }],
      ["history", "História", { duration: "4 anos" }],
      ["sociology", "Ciências Sociais", { duration: "4 anos" }],
      ["primary-education", "Pedagogia", { duration: "4 anos" }],
    ]),
    ...offered("br-puc-rio", "graduate", "br-puc-rio-site", [
      ["social-work", "Mestrado em Serviço Social", { duration: "2 anos" }],
      ["graphic-design", "Mestrado em Design", { duration: "2 anos" }],
      ["international-relations", "Mestrado em Relações Internacionais", { duration: "2 anos" }],
      ["industrial-engineering", "Mestrado em Engenharia de Produção", { duration: "2 anos" }],
    ]),
    ...offered("br-fgv", "bachelor", "br-fgv-site", [
      ["business-administration", "Administração de Empresas", { duration: "4 anos" }],
      ["public-administration", "Administração Pública", { duration: "4 anos" }],
      ["economics", "Economia", { duration: "4 anos" }],
      ["law", "Direito", { duration: "5 anos" }],
      ["international-relations", "Relações Internacionais", { duration: "4 anos" }],
      ["data-science", "Ciência de Dados e Inteligência Artificial", { duration: "4 anos" }],
      ["mathematics", "Matemática Aplicada", { duration: "4 anos" }],
    ]),
    ...offered("br-fgv", "graduate", "br-fgv-site", [
      ["public-administration", "Mestrado Profissional em Gestão e Políticas Públicas", { duration: "2 anos" }],
      ["business-administration", "Mestrado Profissional em Administração", { duration: "2 anos" }],
      ["economics", "Mestrado Profissional em Economia", { duration: "2 anos" }],
      [
        "cultural-management",
        "Mestrado Profissional em Bens Culturais e Projetos Sociais (CPDOC)",
        { duration: "2 anos" },
      ],
    ]),
    ...offered("br-insper", "bachelor", "br-insper-site", [
      ["business-administration", "Administração", { duration: "4 anos" }],
      ["economics", "Economia", { duration: "4 anos" }],
      ["law", "Direito", { duration: "5 anos" }],
      ["computer-science", "Ciência da Computação", { duration: "4 anos" }],
      ["mechanical-engineering", "Engenharia Mecânica", { duration: "5 anos" }],
      ["mechatronics-engineering", "Engenharia Mecatrônica", { duration: "5 anos" }],
    ]),
    ...offered("br-insper", "graduate", "br-insper-site", [
      ["business-administration", "MBA Executivo", { duration: "2 anos" }],
      ["public-administration", "Mestrado Profissional em Políticas Públicas", { duration: "2 anos" }],
      ["economics", "Mestrado Profissional em Economia", { duration: "2 anos" }],
    ]),
    ...offered("br-mackenzie", "bachelor", "br-mackenzie-site", [
      ["law", "Direito", { duration: "5 anos" }],
      ["architecture", "Arquitetura e Urbanismo", { duration: "5 anos" }],
      ["graphic-design", "Design", { duration: "4 anos" }],
      ["advertising", "Publicidade e Propaganda", { duration: "4 anos" }],
      ["journalism", "Jornalismo", { duration: "4 anos" }],
      ["business-administration", "Administração", { duration: "4 anos" }],
      ["economics", "Ciências Econômicas", { duration: "4 anos" }],
      ["accounting", "Ciências Contábeis", { duration: "4 anos" }],
      ["international-relations", "Relações Internacionais", { duration: "4 anos" }],
      ["civil-engineering", "Engenharia Civil", { duration: "5 anos" }],
      ["industrial-engineering", "Engenharia de Produção", { duration: "5 anos" }],
      ["computer-science", "Ciência da Computação", { duration: "4 anos" }],
      ["information-systems", "Sistemas de Informação", { duration: "4 anos" }],
      ["psychology", "Psicologia", { duration: "5 anos" }],
      ["theology", "Teologia", { duration: "4 anos" }],
      ["nutrition", "Nutrição", { duration: "4 anos" }],
      ["physical-education", "Educação Física", { duration: "4 anos" }],
    ]),
    ...offered("br-mackenzie", "graduate", "br-mackenzie-site", [
      ["special-education", "Mestrado em Distúrbios do Desenvolvimento", { duration: "2 anos" }],
    ]),
    ...offered("br-espm", "bachelor", "br-espm-site", [
      ["advertising", "Publicidade e Propaganda", { duration: "4 anos" }],
      ["journalism", "Jornalismo", { duration: "4 anos" }],
      ["international-relations", "Relações Internacionais", { duration: "4 anos" }],
      ["business-administration", "Administração", { duration: "4 anos" }],
      ["graphic-design", "Design", { duration: "4 anos" }],
      ["marketing", "Administração (ênfase em Marketing)", { duration: "4 anos" }],
    ]),
    ...offered("br-espm", "graduate", "br-espm-site", [
      ["communication-studies", "Mestrado em Comunicação e Práticas de Consumo", { duration: "2 anos" }],
      ["marketing", "Mestrado Profissional em Comportamento do Consumidor", { duration: "2 anos" }],
    ]),
    ...offered("br-ifsp", "technical", "br-ifsp-site", [
      ["programming-technician", "Tecnologia em Análise e Desenvolvimento de Sistemas", { duration: "3 anos" }],
      ["mechatronics-technician", "Técnico em Mecatrônica", { duration: "2 anos" }],
      ["electrical-technician", "Técnico em Eletrotécnica", { duration: "2 anos" }],
      ["construction-technician", "Técnico em Edificações", { duration: "2 anos" }],
      ["electronics-technician", "Técnico em Eletrônica", { duration: "2 anos" }],
      ["industrial-maintenance", "Tecnologia em Automação Industrial", { duration: "3 anos" }],
    ]),
    ...offered("br-ifsp", "bachelor", "br-ifsp-site", [
      ["mathematics-teaching", "Licenciatura em Matemática", { duration: "4 anos" }],
    ]),
    ...offered("br-cps", "technical", "br-cps-site", [
      ["nursing-technician", "Técnico em Enfermagem", { duration: "2 anos" }],
      ["accounting-technician", "Técnico em Contabilidade", { duration: "1,5 ano (3 semestres)" }],
      ["it-support-technician", "Técnico em Informática", { duration: "1,5 ano (3 semestres)" }],
      ["programming-technician", "Técnico em Desenvolvimento de Sistemas", { duration: "1,5 ano (3 semestres)" }],
      ["network-technician", "Técnico em Redes de Computadores", { duration: "1,5 ano (3 semestres)" }],
      ["electronics-technician", "Técnico em Eletrônica", { duration: "1,5 ano (3 semestres)" }],
      ["mechatronics-technician", "Técnico em Mecatrônica", { duration: "1,5 ano (3 semestres)" }],
      ["electrical-technician", "Técnico em Eletrotécnica", { duration: "1,5 ano (3 semestres)" }],
      ["construction-technician", "Técnico em Edificações", { duration: "1,5 ano (3 semestres)" }],
      ["agricultural-technician", "Técnico em Agropecuária", { duration: "3 anos (integrado ao ensino médio)" }],
      ["laboratory-technician", "Técnico em Análises Clínicas", { duration: "1,5 ano (3 semestres)" }],
      ["pharmacy-technician", "Técnico em Farmácia", { duration: "1,5 ano (3 semestres)" }],
      ["foreign-trade-customs", "Técnico em Comércio Exterior", { duration: "1,5 ano (3 semestres)" }],
      ["executive-assistant", "Técnico em Secretariado", { duration: "1,5 ano (3 semestres)" }],
      ["paralegal", "Técnico em Serviços Jurídicos", { duration: "1,5 ano (3 semestres)" }],
      ["digital-marketing", "Técnico em Marketing", { duration: "1,5 ano (3 semestres)" }],
      ["event-management", "Técnico em Eventos", { duration: "1,5 ano (3 semestres)" }],
      ["sales-technician", "Técnico em Vendas", { duration: "1,5 ano (3 semestres)" }],
      ["welding-technology", "Curso Superior de Tecnologia em Soldagem (Fatec São Paulo)", { duration: "3 anos" }],
      ["automotive-mechanics", "Técnico em Manutenção Automotiva", { duration: "1,5 ano (3 semestres)" }],
      ["culinary-arts", "Técnico em Cozinha", { duration: "1,5 ano (3 semestres)" }],
      ["banking-technician", "Técnico em Finanças", { duration: "1,5 ano (3 semestres)" }],
    ]),
    ...offered("br-senac-sp", "technical", "br-senac-sp-site", [
      ["culinary-arts", "Curso Superior de Tecnologia em Gastronomia", { duration: "2 anos" }],
      ["event-management", "Curso Superior de Tecnologia em Eventos", { duration: "2 anos" }],
      ["photography", "Curso Superior de Tecnologia em Fotografia", { duration: "2 anos" }],
      ["cosmetology", "Técnico em Estética", { duration: "1,5 ano" }],
      ["nursing-technician", "Técnico em Enfermagem", { duration: "2 anos" }],
      ["pharmacy-technician", "Técnico em Farmácia"],
      ["laboratory-technician", "Técnico em Análises Clínicas"],
      ["it-support-technician", "Técnico em Informática"],
      ["digital-marketing", "Técnico em Marketing"],
    ]),
    ...offered("br-senac-sp", "bachelor", "br-senac-sp-site", [
      ["hotel-management", "Bacharelado em Hotelaria", { duration: "4 anos" }],
    ]),
    ...offered("br-senai-sp", "technical", "br-senai-sp-site", [
      ["mechatronics-technician", "Técnico em Mecatrônica", { duration: "1,5 ano" }],
      ["electrical-technician", "Técnico em Eletrotécnica", { duration: "1,5 ano" }],
      ["electronics-technician", "Técnico em Eletrônica", { duration: "1,5 ano" }],
      ["automotive-mechanics", "Técnico em Manutenção Automotiva", { duration: "1,5 ano" }],
      ["refrigeration-air-conditioning", "Técnico em Refrigeração e Climatização", { duration: "1,5 ano" }],
      ["industrial-maintenance", "Técnico em Eletromecânica", { duration: "1,5 ano" }],
      ["network-technician", "Técnico em Redes de Computadores", { duration: "1,5 ano" }],
      ["programming-technician", "Técnico em Desenvolvimento de Sistemas", { duration: "1,5 ano" }],
    ]),
    ...offered("br-cefetmg", "technical", "br-cefetmg-site", [
      ["mechatronics-technician", "Técnico em Mecatrônica"],
      ["electrical-technician", "Técnico em Eletrotécnica"],
      ["electronics-technician", "Técnico em Eletrônica"],
      ["construction-technician", "Técnico em Edificações"],
      ["it-support-technician", "Técnico em Informática"],
      ["network-technician", "Técnico em Redes de Computadores"],
    ]),
    ...offered("br-ifsc", "technical", "br-ifsc-site", [
      ["refrigeration-air-conditioning", "Técnico em Refrigeração e Climatização (Câmpus São José)"],
    ]),
    ...offered("br-ifpe", "technical", "br-ifpe-site", [
      ["refrigeration-air-conditioning", "Técnico em Refrigeração e Climatização (Campus Recife)"],
    ]),
  ],
};

/** The date of the pages read by the `VERIFIED_S27` pass. */
const VERIFIED_S27_ON = "2026-11-28";
/** A page read by the `VERIFIED_S27` pass (its id ends in `-s27`). */
const s27 = taggedPages("s27", VERIFIED_S27_ON);

/** The pages the session-27 verification pass read, one per row or per set of rows it bears out (see the header). */
const S27 = {
  cpsAuto: s27(
    "br-cps-manutencao-automotiva",
    "Centro Paula Souza (Plano de Curso 201, read in a copy at livrozilla.com)",
    "Plano de Curso: Habilitação Profissional Técnica de Nível Médio de Técnico em Manutenção Automotiva (1200 horas, três módulos), 2012",
    "https://livrozilla.com/doc/947199/manuten%C3%A7%C3%A3o-automotiva",
  ),
  cpsFarmacia: s27(
    "br-cps-farmacia",
    "Centro Paula Souza (Plano de Curso 172, read in a copy at fdocumentos.tips)",
    "Plano de Curso: Habilitação Profissional Técnica de Nível Médio de Técnico em Farmácia (1200 horas, três módulos), 2011",
    "https://fdocumentos.tips/document/nome-da-instituicao-tcc-0120-horas-02-qualificacao-realizar-procedimentos.html",
  ),
  senacFarmacia: s27(
    "br-senac-sp-farmacia",
    "Senac São Paulo (Plano de Curso, read in a copy at docplayer.com.br)",
    "Plano de Curso: Habilitação Técnica de Nível Médio em Farmácia",
    "https://docplayer.com.br/amp/15860082-plano-de-curso-instituicao-servico-nacional-de-aprendizagem-comercial-senac-sao-paulo-nome-do-curso-habilitacao-tecnica-de-nivel-medio-em-farmacia.html",
  ),
  unicampCatalogo: s27(
    "br-unicamp-catalogo",
    "GitHub (student repository RNMaximo/GradView, a copy of the course list of Unicamp's Catálogo dos Cursos de Graduação)",
    "Catálogos 2013–2020: Matemática (Bacharelado), Engenharia Mecânica, Música (modalidades e Licenciatura em Artes – Música), Educação Física, Filosofia (Bacharelado), Engenharia de Produção, Nutrição",
    "https://github.com/RNMaximo/GradView/blob/0e05067de3e4f7e97aeab02420433b1b2d6eda69/gradview/frontend/src/Component/Catalogue/Catalogues/allCatalogues.js",
  ),
  unicampIndigena: s27(
    "br-unicamp-vestibular-indigena",
    "G1 (Globo), Campinas e região",
    "Vestibular Indígena da Unicamp tem recorde de inscritos (inscritos por curso: Nutrição, Educação Física, ...), 16 de fevereiro de 2021",
    "https://g1.globo.com/sp/campinas-regiao/noticia/2021/02/16/vestibular-indigena-da-unicamp-tem-recorde-de-inscritos-com-1697-candidatos-veja-cursos-mais-disputados.ghtml",
  ),
  uspVet: s27(
    "br-usp-veterinaria",
    "Universidade de São Paulo (Jornal da USP)",
    "Curso de veterinária da USP vai completar 100 anos (Faculdade de Medicina Veterinária e Zootecnia)",
    "https://jornal.usp.br/universidade/curso-de-veterinaria-da-usp-vai-completar-100-anos",
  ),
  uspMusica: s27(
    "br-usp-fuvest-musica",
    "Folhapress (in Notícias ao Minuto)",
    "Inscrições para Fuvest 2025 começam nesta segunda-feira (19): a carreira de música (São Paulo e Ribeirão Preto), agosto de 2024",
    "https://www.noticiasaominuto.com.br/brasil/2189200/inscricoes-para-fuvest-2025-comecam-nesta-segunda-feira-19",
  ),
  uspFilosofia: s27(
    "br-usp-filosofia",
    "Universidade de São Paulo, FFLCH, Departamento de Filosofia (read in a copy at vdocuments.com.br)",
    "Projeto Pedagógico do curso de Filosofia (bacharelado e licenciatura), 2017",
    "https://vdocuments.com.br/projeto-pedaggico-de-acordo-com-a-deliberao-mdio-tendo-em-vista-a.html",
  ),
  uspEducacaoFisica: s27(
    "br-usp-eefe",
    "Universidade de São Paulo, Escola de Educação Física e Esporte",
    "História (a partir de 2023: Licenciatura em Educação Física e Bacharelado em Educação Física, duas ênfases)",
    "https://eefe.usp.br/hist%C3%B3ria",
  ),
  uspNutricao: s27(
    "br-usp-nutricao",
    "Universidade de São Paulo, Faculdade de Saúde Pública",
    "Parte da história da FSP-USP e o mais antigo do país, curso de Nutrição reflete as mudanças da sociedade",
    "https://fsp.usp.br/site/noticias/mostra/58793",
  ),
  uspGpp: s27(
    "br-usp-gpp",
    "Universidade de São Paulo, EACH, curso de Gestão de Políticas Públicas",
    "Histórico (o Bacharelado em Gestão de Políticas Públicas, criado em 2005)",
    "https://sites.usp.br/gpp/historico/",
  ),
  uspProducao: s27(
    "br-usp-producao",
    "Universidade de São Paulo, Escola Politécnica, Departamento de Engenharia de Produção",
    "Proposta Pedagógica do curso de Engenharia de Produção (duração ideal de 5 anos)",
    "https://pro.poli.usp.br/graduacao/proposta-pedagogica-2/",
  ),
  uspCienciaPolitica: s27(
    "br-usp-ciencia-politica",
    "Universidade de São Paulo, FFLCH, Departamento de Ciência Política (read in a copy on Scribd)",
    "Edital de seleção de pós-graduação, Mestrado acadêmico e Doutorado em Ciência Política, ingresso em 2020",
    "https://pt.scribd.com/document/422679277/Edital-2019-2020-DCP-FFLCH-USP",
  ),
  uspEstatistica: s27(
    "br-usp-ime-estatistica",
    "Universidade de São Paulo, Instituto de Matemática e Estatística",
    "Admissions: Graduate Program in Probability and Statistics (master's and doctoral courses)",
    "https://www.ime.usp.br/en/graduate/statistics/admissions/",
  ),
  uspComunicacao: s27(
    "br-usp-eca-ppgcom",
    "Universidade de São Paulo, Escola de Comunicações e Artes",
    "Programa de Pós-Graduação em Ciências da Comunicação (mestrado desde 1972; mestrado acadêmico em 30 meses)",
    "https://www.eca.usp.br/pos/ciencias-da-comunicacao",
  ),
  uspTurismo: s27(
    "br-usp-each-ppgtur",
    "Universidade de São Paulo, Escola de Artes, Ciências e Humanidades",
    "Programa de Pós-Graduação em Turismo: Mestrado e Doutorado em Turismo",
    "https://www5.each.usp.br/ppgtur",
  ),
  uspGos: s27(
    "br-usp-fmrp-gos",
    "Universidade de São Paulo, Faculdade de Medicina de Ribeirão Preto",
    "Mestrado Profissional em Gestão de Organizações de Saúde: histórico (aprovado pela CAPES em 2012, primeiro processo seletivo em 2013)",
    "https://mpgos.fmrp.usp.br/pb/programa/historico/",
  ),
  ufrjMecanica: s27(
    "br-ufrj-mecanica",
    "Universidade Federal do Rio de Janeiro, Escola Politécnica, Departamento de Engenharia Mecânica (read in a copy on Scribd)",
    "Projeto Pedagógico do Curso de Engenharia Mecânica UFRJ-Poli, 2010",
    "https://fr.scribd.com/document/341111389/2010-Proj-Pedagogico-Eng-Mecanica-pdf",
  ),
  ufrjNutricao: s27(
    "br-ufrj-nutricao",
    "Universidade Federal do Rio de Janeiro, Instituto de Nutrição Josué de Castro",
    "Informações acadêmicas do Curso de Graduação em Nutrição do INJC",
    "https://graduacao.nutricao.ufrj.br/index.php/informacoes-academicas",
  ),
  ufrjServicoSocial: s27(
    "br-ufrj-ppgss",
    "Universidade Federal do Rio de Janeiro, Escola de Serviço Social",
    "Social Work Postgraduate Program (PPGSS): overview (the Master Degree began in 1976)",
    "https://pos.ess.ufrj.br/index.php/en-us/about-ppgss",
  ),
  ufmgVeterinaria: s27(
    "br-ufmg-veterinaria",
    "Universidade Federal de Minas Gerais, Escola de Veterinária",
    "A Escola (dois cursos de graduação, Medicina Veterinária e Aquacultura)",
    "https://vet.ufmg.br/pagina/a-escola/",
  ),
  ufmgMusica: s27(
    "br-ufmg-sisu-musica",
    "Brasil Escola (UOL)",
    "SiSU na UFMG (cursos fora do SiSU: Música, exige THE)",
    "https://vestibular.brasilescola.uol.com.br/enem/sisu-na-ufmg.htm",
  ),
  ufmgGestaoPublica: s27(
    "br-ufmg-gestao-publica",
    "Universidade Federal de Minas Gerais, FAFICH, curso de Gestão Pública",
    "Estrutura curricular (Bacharel em Gestão Pública; estrutura de 2015/2, 3.000 horas)",
    "https://www.fafich.ufmg.br/gestaopublica/o-curso/estrutura-curricular/",
  ),
  ufmgGss: s27(
    "br-ufmg-gss",
    "Universidade Federal de Minas Gerais, Escola de Enfermagem",
    "Graduação: Gestão de Serviços de Saúde (apresentação do curso)",
    "https://www.enf.ufmg.br/index.php/2016-06-28-16-43-16/graduacao/gestao-de-servicos-de-saude",
  ),
  unbCienciaPolitica: s27(
    "br-unb-ipol",
    "Universidade de Brasília, Instituto de Ciência Política",
    "A unidade (a graduação em Ciência Política, criada em 1989; Bacharelado em Ciência Política)",
    "https://ipol.unb.br/institucional/a-unidade",
  ),
  unbMusica: s27(
    "br-unb-faq-musica",
    "Universidade de Brasília",
    "Perguntas frequentes: formas de ingresso (Música, bacharelado/licenciatura, exige Certificação de Habilidade Específica)",
    "https://www.unb.br/acesso-a-informacao/perguntas-frequentes",
  ),
  unbServicoSocial: s27(
    "br-unb-vestibular-indigena",
    "O Hoje",
    "UnB abre inscrições gratuitas para vestibular exclusivo para indígenas (cursos: Ciência Política, Serviço Social, ...), 31 de julho de 2017",
    "https://ohoje.com/2017/07/31/unb-abre-inscricoes-gratuitas-para-vestibular-exclusivo-para-indigenas",
  ),
  unbGpp: s27(
    "br-unb-gpp",
    "Universidade de Brasília, Decanato de Ensino de Graduação (SEI despacho, read in a copy at pdfslide.tips)",
    "Projeto Político Pedagógico do Curso de Gestão de Políticas Públicas aprovado na 1386ª reunião da Câmara de Ensino de Graduação, 2019",
    "https://pdfslide.tips/documents/centro-de-custo-cmara-de-ensino-de-graduao-a-face-era-composta-pelos-departamentos.html",
  ),
  ufrgsMecanica: s27(
    "br-ufrgs-mecanica",
    "Universidade Federal do Rio Grande do Sul, Departamento de Engenharia Mecânica (read in a copy on Scribd)",
    "Projeto Pedagógico do Curso de Engenharia Mecânica",
    "https://pt.scribd.com/document/653688927/ppc-mec",
  ),
  ufrgsVeterinaria: s27(
    "br-ufrgs-vestibular-2020",
    "O Sul",
    "Saiba quais são os cursos mais disputados do Vestibular 2020 da UFRGS (Medicina Veterinária, 16,05 candidatos por vaga), outubro de 2019",
    "https://www.osul.com.br/saiba-quais-sao-os-cursos-mais-disputados-do-vestibular-2020-da-ufrgs/",
  ),
  ufrgsCienciaPolitica: s27(
    "br-ufrgs-ppgcp",
    "Universidade Federal do Rio Grande do Sul, Programa de Pós-Graduação em Ciência Política (read in a copy on Scribd)",
    "Edital de abertura de inscrições e seleção para Mestrado, 2019",
    "https://ja.scribd.com/document/400671831/Edital-Selecao-Mestrado-Ppgcp-2019-Final1",
  ),
  unicampCienciaPolitica: s27(
    "br-unicamp-ppgcp",
    "Universidade Estadual de Campinas, IFCH, Programa de Pós-Graduação em Ciência Política (read in a copy on Scribd)",
    "Edital PPGCP 01/2022: processo seletivo 2022/2023, Mestrado e Doutorado (o Mestrado funciona desde 1974)",
    "https://pt.scribd.com/document/692281721/edital-ppgcp-2022-2023-versao-final-13-10-compilado",
  ),
  pucFilosofia: s27(
    "br-puc-rio-vestibular-2026",
    "Giro Cajazeiras",
    "Vestibular 2026: PUC-Rio terá curso de sustentabilidade (grupos de cursos: filosofia, serviço social, ...), 20 de agosto de 2025",
    "https://girocajazeiras.com/vestibular-2026-puc-rio-tera-curso-de-sustentabilidade-20-08-2025-educacao",
  ),
  pucServicoSocial: s27(
    "br-puc-rio-servico-social",
    "PUC-Rio (Jornal da PUC, edição especial)",
    "Ações afirmativas, presença e pluralidade (o Departamento de Serviço Social e o curso de Serviço Social)",
    "https://jornaldapucespecial.com.puc-rio.br/acoes-afirmativas-presenca-e-pluralidade/",
  ),
  pucPpgss: s27(
    "br-puc-rio-ppgss",
    "PUC-Rio, Departamento de Serviço Social",
    "O curso: Programa de Pós-Graduação em Serviço Social (Mestrado desde 1972 e Doutorado)",
    "https://www.ser.puc-rio.br/index.php/o-curso-1",
  ),
  pucProducao: s27(
    "br-puc-rio-dei",
    "PUC-Rio, Departamento de Engenharia Industrial",
    "Histórico (o primeiro Programa de Mestrado em Engenharia de Produção do Brasil, 1967; o Curso de Graduação em Engenharia de Produção)",
    "https://www.ind.puc-rio.br/departamento/historico/",
  ),
  unirioCienciaPolitica: s27(
    "br-unirio-ciencia-politica",
    "Associação Brasileira de Ciência Política (ABCP)",
    "Primeira turma de bacharéis em Ciência Política da Universidade Federal do Estado do Rio de Janeiro é formada, junho de 2013",
    "https://cienciapolitica.org.br/index.php/noticias/2013/06/primeira-turma-bachareis-ciencia-politica-universidade",
  ),
  fgvAdministracaoPublica: s27(
    "br-fgv-administracao-publica",
    "Fundação Getulio Vargas (Vestibular FGV)",
    "Public Administration, São Paulo: the undergraduate course of the São Paulo School of Business Administration (FGV EAESP)",
    "https://vestibular.fgv.br/en/cursos/public-administration-sp",
  ),
  fgvMatematica: s27(
    "br-fgv-cdmc",
    "Fundação Getulio Vargas, Centro para o Desenvolvimento da Matemática e Ciências",
    "Seleção de Talentos (alunos admitidos nos cursos de graduação da FGV no Rio de Janeiro, em Matemática Aplicada e outros)",
    "https://cdmc.fgv.br/programas/selecao-de-talentos",
  ),
  insperMpp: s27(
    "br-insper-mpp",
    "Insper",
    "Master in Public Policy: Insper's Professional Masters in Public Policy (MPP)",
    "https://www.insper.edu.br/en/graduate/masters-of-science/master-in-public-policy/",
  ),
  uerjAdmSaude: s27(
    "br-uerj-adm-saude",
    "Prefeitura de Angra dos Reis",
    "Mestrado profissional em Administração de Saúde, ministrado pelo Instituto de Medicina [Social] da UERJ, terá seis funcionários da FuSAR entre os alunos (undated)",
    "https://portal.angra.rj.gov.br/noticia.asp?IndexSigla=imp&vid_noticia=29754",
  ),
};

/** A re-read bachelor or technical row of `institution` and `career`, now citing `source` (name and length kept). */
const read = (institution: string, career: string, level: "technical" | "bachelor", source: string) => ({
  institution,
  career,
  level,
  source,
});
/** A re-read mestrado whose "2 anos", written from memory, its page does not state. */
const readGraduate = (institution: string, career: string, source: string) => ({
  institution,
  career,
  level: "graduate" as const,
  source,
  set: { duration: null },
});

/**
 * Session 27's verification pass (2026-11-28): the most-shown rows written without reading their page, each re-pointed to
 * a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S27: CatalogPass = {
  sources: Object.values(S27),
  reread: [
    read("br-cps", "automotive-mechanics", "technical", S27.cpsAuto.id),
    read("br-cps", "pharmacy-technician", "technical", S27.cpsFarmacia.id),
    read("br-senac-sp", "pharmacy-technician", "technical", S27.senacFarmacia.id),
    read("br-unicamp", "mechanical-engineering", "bachelor", S27.unicampCatalogo.id),
    read("br-unicamp", "philosophy", "bachelor", S27.unicampCatalogo.id),
    read("br-unicamp", "mathematics", "bachelor", S27.unicampCatalogo.id),
    read("br-unicamp", "music", "bachelor", S27.unicampCatalogo.id),
    {
      ...read("br-unicamp", "music-education", "bachelor", S27.unicampCatalogo.id),
      set: { name: "Licenciatura em Artes – Música" },
    },
    read("br-unicamp", "industrial-engineering", "bachelor", S27.unicampCatalogo.id),
    read("br-unicamp", "nutrition", "bachelor", S27.unicampIndigena.id),
    read("br-unicamp", "physical-education", "bachelor", S27.unicampIndigena.id),
    read("br-usp", "veterinary-medicine", "bachelor", S27.uspVet.id),
    read("br-usp", "music", "bachelor", S27.uspMusica.id),
    read("br-usp", "philosophy", "bachelor", S27.uspFilosofia.id),
    read("br-usp", "physical-education", "bachelor", S27.uspEducacaoFisica.id),
    read("br-usp", "nutrition", "bachelor", S27.uspNutricao.id),
    read("br-usp", "public-administration", "bachelor", S27.uspGpp.id),
    read("br-usp", "industrial-engineering", "bachelor", S27.uspProducao.id),
    readGraduate("br-usp", "political-science", S27.uspCienciaPolitica.id),
    readGraduate("br-usp", "statistics", S27.uspEstatistica.id),
    {
      institution: "br-usp",
      career: "communication-studies",
      level: "graduate",
      source: S27.uspComunicacao.id,
      set: { duration: "30 meses" },
    },
    readGraduate("br-usp", "tourism", S27.uspTurismo.id),
    readGraduate("br-usp", "health-services-administration", S27.uspGos.id),
    read("br-ufrj", "mechanical-engineering", "bachelor", S27.ufrjMecanica.id),
    read("br-ufrj", "nutrition", "bachelor", S27.ufrjNutricao.id),
    readGraduate("br-ufrj", "social-work", S27.ufrjServicoSocial.id),
    read("br-ufmg", "veterinary-medicine", "bachelor", S27.ufmgVeterinaria.id),
    read("br-ufmg", "music", "bachelor", S27.ufmgMusica.id),
    read("br-ufmg", "public-administration", "bachelor", S27.ufmgGestaoPublica.id),
    read("br-ufmg", "health-services-administration", "bachelor", S27.ufmgGss.id),
    read("br-unb", "political-science", "bachelor", S27.unbCienciaPolitica.id),
    read("br-unb", "music", "bachelor", S27.unbMusica.id),
    read("br-unb", "music-education", "bachelor", S27.unbMusica.id),
    read("br-unb", "social-work", "bachelor", S27.unbServicoSocial.id),
    read("br-unb", "public-administration", "bachelor", S27.unbGpp.id),
    read("br-ufrgs", "mechanical-engineering", "bachelor", S27.ufrgsMecanica.id),
    read("br-ufrgs", "veterinary-medicine", "bachelor", S27.ufrgsVeterinaria.id),
    readGraduate("br-ufrgs", "political-science", S27.ufrgsCienciaPolitica.id),
    readGraduate("br-unicamp", "political-science", S27.unicampCienciaPolitica.id),
    read("br-puc-rio", "philosophy", "bachelor", S27.pucFilosofia.id),
    read("br-puc-rio", "social-work", "bachelor", S27.pucServicoSocial.id),
    readGraduate("br-puc-rio", "social-work", S27.pucPpgss.id),
    read("br-puc-rio", "industrial-engineering", "bachelor", S27.pucProducao.id),
    readGraduate("br-puc-rio", "industrial-engineering", S27.pucProducao.id),
    read("br-unirio", "political-science", "bachelor", S27.unirioCienciaPolitica.id),
    read("br-fgv", "public-administration", "bachelor", S27.fgvAdministracaoPublica.id),
    {
      ...read("br-fgv", "mathematics", "bachelor", S27.fgvMatematica.id),
      set: { name: "Matemática Aplicada (Escola de Matemática Aplicada, Rio de Janeiro)" },
    },
    readGraduate("br-insper", "public-administration", S27.insperMpp.id),
    readGraduate("br-uerj", "health-services-administration", S27.uerjAdmSaude.id),
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  senacRj: s28(
    "br-senac-rj-maquiador",
    "Jornal Macaé Rio das Ostras",
    "Parceria pé-quente: Senac RJ e equipe de maquiagem artística da Unidos do Viradouro repetem a ação de maquiagem no desfile das campeãs (alunos e ex-alunos dos cursos de Maquiador do Senac RJ), 18 de fevereiro de 2024",
    "https://jornalmacaeriodasostras.com.br/2024/02/18/parceria-pe-quente-senac-rj-e-equipe-de-maquiagem-artistica-da-unidos-do-viradouro-repetem-a-acao-de-maquiagem-no-desfile-das-campea/",
  ),
  unbFilosofia: s28(
    "br-unb-filosofia",
    "Universidade de Brasília, Instituto de Ciências Humanas, Departamento de Filosofia (read in a copy on document.onl)",
    "Projeto Pedagógico do Curso de Bacharelado em Filosofia – Diurno, 2010/2013",
    "https://document.onl/documents/diurno-projeto-pedagogico-do-curso-de-filunbbr-ao-final-uma-serie.html",
  ),
  ufrjMatematica: s28(
    "br-ufrj-matematica",
    "Universidade Federal do Rio de Janeiro, Instituto de Matemática, Departamento de Matemática",
    "Formas de ingresso: como ingressar no Bacharelado em Matemática (20 vagas por ano, pelo ENEM e o SiSU)",
    "https://arquimedes.nce.ufrj.br/dm/bacharelado/formas-de-ingresso",
  ),
  mackenzieNutricao: s28(
    "br-mackenzie-nutricao",
    "Universidade Presbiteriana Mackenzie, Revista Mackenzie n.º 89",
    "UPM 70 anos: os 15 anos do curso de Nutrição (criado em 2005, no Centro de Ciências Biológicas e da Saúde)",
    "https://www.mackenzie.br/s/gemkt/revista/89/upm70anos-2.html",
  ),
  cpsInformatica: s28(
    "br-cps-informatica",
    "Centro Paula Souza (Plano de Curso 16, read in a copy at livrozilla.com)",
    "Plano de Curso: Habilitação Profissional Técnica de Nível Médio de Técnico em Informática (Módulo III, 1200 horas), 5 de janeiro de 2009",
    "https://livrozilla.com/doc/1644777/inform%C3%A1tica",
  ),
  cpsMecatronica: s28(
    "br-cps-mecatronica",
    "Centro Paula Souza (Plano de Curso 423, read in a copy at 1library.org)",
    "Plano de Curso: Habilitação Profissional de Técnico em Mecatrônica (módulos I a IV, 1600 horas), 16 de agosto de 2019",
    "https://1library.org/document/qopoe65z-centro-estadual-de-educacao-tecnologica-paula.html",
  ),
  espm: s28(
    "br-espm-research-degrees",
    "ESPM",
    "Research degrees: the ESPM PhD and MS in Communication and Consumption Practices (PPGCOM) and the ESPM PhD and MS in International Management (PMDGI), São Paulo",
    "https://www2.espm.br/english/research/research-degrees",
  ),
  ufmgProducao: s28(
    "br-ufmg-engenharia-producao",
    "Universidade Federal de Minas Gerais, Departamento de Engenharia de Produção",
    "Graduação: caracterização do curso de Engenharia de Produção (modalidades Processos Discretos e Processos Contínuos; o mestrado do DEP recebe cerca de 60 inscrições para 16 vagas)",
    "https://dep.ufmg.br/graduacao/caracterizacao",
  ),
  ufrjEducacaoFisica: s28(
    "br-ufrj-educacao-fisica",
    "Adufrj (Seção Sindical dos Docentes da UFRJ)",
    "Educação Física e Dança sem calouros em 2025.1 (os cursos da Escola de Educação Física e Desportos terão 240 vagas só em 2025.2)",
    "https://adufrj.org.br/index.php/pt-br/noticias/arquivo/21-destaques/5606-educacao-fisica-e-danca-sem-calouros-em-2025-1",
  ),
  ufrgsPoliticas: s28(
    "br-ufrgs-politicas-publicas",
    "GZH (Zero Hora)",
    "Políticas Públicas exige capacidade para identificar problemas e pensar soluções para o bem-estar da população (o bacharelado oferecido desde 2010 pela UFRGS, com quatro anos de duração), outubro de 2012",
    "https://gauchazh.clicrbs.com.br/educacao/vestibular/noticia/2012/10/politicas-publicas-exige-capacidade-para-identificar-problemas-e-pensar-solucoes-para-o-bem-estar-da-populacao-3934918.html",
  ),
  uspMecanica: s28(
    "br-usp-engenharia-mecanica",
    "Centro de Engenharia Automotiva da Escola Politécnica da USP",
    "A Engenharia Mecânica da Poli/USP na vanguarda do desenvolvimento do Brasil (o livro sobre o Departamento de Engenharia Mecânica e a evolução do curso de Engenharia Mecânica da Poli)",
    "https://www.automotiva-poliusp.org.br/a-engenharia-mecanica-da-poliusp-na-vanguarda-do-desenvolvimento-do-brasil/",
  ),
};

/** A re-read row of `institution`, `career` and `level` named `name`, now citing `source`, with `set` applied. */
const readS28 = (
  institution: string,
  career: string,
  level: "technical" | "bachelor" | "graduate",
  name: string,
  source: string,
  set?: { name?: string; duration?: string | null },
) => ({ institution, career, level, name, source, ...(set ? { set } : {}) });

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    readS28("br-senac-rj", "makeup-artistry", "technical", "Maquiador (qualificação profissional)", S28.senacRj.id),
    readS28("br-unb", "philosophy", "bachelor", "Filosofia", S28.unbFilosofia.id, { duration: null }),
    readS28("br-ufrj", "mathematics", "bachelor", "Matemática", S28.ufrjMatematica.id, {
      name: "Matemática (Bacharelado)",
      duration: null,
    }),
    readS28("br-mackenzie", "nutrition", "bachelor", "Nutrição", S28.mackenzieNutricao.id, { duration: null }),
    readS28("br-cps", "it-support-technician", "technical", "Técnico em Informática", S28.cpsInformatica.id),
    readS28("br-cps", "mechatronics-technician", "technical", "Técnico em Mecatrônica", S28.cpsMecatronica.id, {
      duration: "1600 horas",
    }),
    readS28("br-espm", "international-business", "graduate", "Mestrado em Gestão Internacional (PMDGI)", S28.espm.id, {
      duration: null,
    }),
    readS28(
      "br-espm",
      "communication-studies",
      "graduate",
      "Mestrado em Comunicação e Práticas de Consumo",
      S28.espm.id,
      { duration: null },
    ),
    readS28("br-ufmg", "industrial-engineering", "bachelor", "Engenharia de Produção", S28.ufmgProducao.id, {
      duration: null,
    }),
    readS28(
      "br-ufmg",
      "industrial-engineering",
      "graduate",
      "Mestrado em Engenharia de Produção",
      S28.ufmgProducao.id,
      { duration: null },
    ),
    readS28("br-ufrj", "physical-education", "bachelor", "Educação Física", S28.ufrjEducacaoFisica.id, {
      duration: null,
    }),
    readS28("br-ufrgs", "public-administration", "bachelor", "Políticas Públicas", S28.ufrgsPoliticas.id),
    readS28("br-usp", "mechanical-engineering", "bachelor", "Engenharia Mecânica", S28.uspMecanica.id, {
      duration: null,
    }),
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row it bears out (see the header). */
const S28B = {
  ufrjMusica: s28b(
    "br-ufrj-escola-de-musica-graduacao",
    "Universidade Federal do Rio de Janeiro, Escola de Música, Programa de Pós-Graduação em Música",
    "Integração com a sociedade e o mercado de trabalho: 6. Integração com a Graduação (em 2019 cerca de 462 alunos ativos no curso de Licenciatura e em 26 cursos de Bacharelado: instrumentos, canto, composição e regência)",
    "https://ppgm.musica.ufrj.br/integracao-com-a-sociedade-e-o-mercado-de-trabalho/",
  ),
  ufmgEducacaoFisica: s28b(
    "br-ufmg-eeffto-educacao-fisica",
    "Universidade Federal de Minas Gerais, Escola de Educação Física, Fisioterapia e Terapia Ocupacional (EEFFTO)",
    "EEFFTO: 51 anos de Federalização e Histórias na UFMG (nota máxima do ENADE aos cursos de Educação Física – Bacharelado e Fisioterapia), 21 de outubro de 2020",
    "https://www.eeffto.ufmg.br/eeffto/noticias/4321",
  ),
  ufmgNutricao: s28b(
    "br-ufmg-enfermagem-nutricao",
    "Universidade Federal de Minas Gerais, Escola de Enfermagem",
    "Mestrado em Nutrição e Saúde: Proposta (a Escola de Enfermagem propôs em 1999 o Curso de Graduação em Nutrição, implantado em 2004)",
    "https://www.enf.ufmg.br/index.php/proposta",
  ),
  ufmgLicMusica: s28b(
    "br-ufmg-escola-de-musica-otempo",
    "O Tempo (Belo Horizonte)",
    "Uma aula de música (as escolas de música da UFMG, da UEMG e do Cefart; a da UFMG, fundada em 1925, oferta cursos de bacharelado, licenciatura, mestrado e doutorado)",
    "https://www.otempo.com.br/diversao/magazine/uma-aula-de-musica-1.2035306",
  ),
  pucRioMecanica: s28b(
    "br-puc-rio-engenharia-mecanica",
    "Pontifícia Universidade Católica do Rio de Janeiro, Jornal da PUC (edição especial)",
    "Formação sólida para disseminar conhecimento e atuar em várias frentes (o Departamento de Engenharia Mecânica, criado em 1948 com os outros cursos de Engenharia da PUC-Rio)",
    "https://jornaldapucespecial.com.puc-rio.br/formacao-solida-para-disseminar-conhecimento-e-atuar-em-varias-frentes/",
  ),
  ufrjProducao: s28b(
    "br-ufrj-engenharia-producao-cobenge",
    "J. B. de Oliveira Melo and others (UFERSA), COBENGE 2016, XLIV Congresso Brasileiro de Educação em Engenharia (read in a copy on Passei Direto)",
    "Educação em Engenharia de Produção (comparação das grades curriculares da graduação em Engenharia de Produção da UFERSA, UFRN, UFC, UFRJ e USP)",
    "https://www.passeidireto.com/arquivo/87951217/praticas-pedagogicas-e-avaliacao-do-processo-de-ensino-aprendizagem-4",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): more of the most-shown rows written without reading their page,
 * each re-pointed to a stored page that names the program at the institution and level (see the header). No row was
 * withdrawn.
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [
    {
      institution: "br-ufrj",
      career: "music",
      level: "bachelor",
      source: S28B.ufrjMusica.id,
      set: { duration: null },
    },
    {
      institution: "br-ufmg",
      career: "physical-education",
      level: "bachelor",
      source: S28B.ufmgEducacaoFisica.id,
      set: { duration: null },
    },
    {
      institution: "br-ufmg",
      career: "nutrition",
      level: "bachelor",
      source: S28B.ufmgNutricao.id,
      set: { duration: null },
    },
    {
      institution: "br-ufmg",
      career: "music-education",
      level: "bachelor",
      source: S28B.ufmgLicMusica.id,
      set: { duration: null },
    },
    {
      institution: "br-puc-rio",
      career: "mechanical-engineering",
      level: "bachelor",
      source: S28B.pucRioMecanica.id,
      set: { duration: null },
    },
    {
      institution: "br-ufrj",
      career: "industrial-engineering",
      level: "bachelor",
      source: S28B.ufrjProducao.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out (see the header). */
const S29 = {
  ufmgCienciaPolitica: s29(
    "br-ufmg-ppgcp",
    "Universidade Federal de Minas Gerais, Programa de Pós-Graduação em Ciência Política (Fafich)",
    "Apresentação: o PPGCP da UFMG, o mais antigo do país, recebeu a primeira turma do seu Programa de Mestrado em março de 1967 e oferece hoje cursos de Mestrado e de Doutorado",
    "https://ppgcp.fafich.ufmg.br/apres.php",
  ),
  unbCienciaPolitica: s29(
    "br-unb-ipol-mestrado-ciencia-politica",
    "Universidade de Brasília, Instituto de Ciência Política (IPOL)",
    "A Ciência Política em Brasília (1962-2019): os dois Cursos de Mestrado (em Ciência Política e em Relações Internacionais) iniciados na UnB em março de 1984; o Doutorado em Ciência Política desde 2008",
    "https://ipol.unb.br/quem-somos/a-ciencia-politica-em-brasilia",
  ),
  unicampEstatistica: s29(
    "br-unicamp-regulamento-ppg-estatistica",
    "Universidade Estadual de Campinas, Deliberação CEPE-A-014/2012, de 04/12/2012",
    "Regulamento do Programa de Pós-Graduação em Estatística do IMECC: Mestrado e Doutorado em Estatística; o Curso de Mestrado terá duração mínima de 12 meses e máxima de 36 meses",
    "https://www.pg.unicamp.br/norma/3253/0",
  ),
  ufmgEstatistica: s29(
    "br-ufmg-pos-estatistica",
    "Universidade Federal de Minas Gerais, Departamento de Estatística (ICEx)",
    "Graduate program in Statistics, registration information 2021/2022 (2nd semester): 30 positions for Master studies and 17 for Doctoral studies",
    "https://est.ufmg.br/portal/pos-graduacao/2-uncategorised/67-master",
  ),
  ufrjComunicacaoCultura: s29(
    "br-ufrj-eco-pos-historico",
    "Universidade Federal do Rio de Janeiro, Escola de Comunicação, Programa de Pós-Graduação em Comunicação e Cultura",
    "Histórico: o Mestrado em Comunicação e Cultura da UFRJ, criado em 1973, e o Doutorado, criado em 1983; coordenadores até 2023",
    "https://pos.eco.ufrj.br/site/curso_historico.php",
  ),
  ufmgComunicacao: s29(
    "br-ufmg-ppgcom",
    "Universidade Federal de Minas Gerais, Programa de Pós-Graduação em Comunicação Social (Fafich)",
    "About the program: the Graduate Program in Communication (PPGCOM), created in 1995 (Master's) and 2003 (Doctoral); the Master's program (24 months) and the Doctoral program (48 months)",
    "https://www.ppgcom.fafich.ufmg.br/indexi.php",
  ),
  ufrgsComunicacao: s29(
    "br-ufrgs-fabico-wikipedia",
    "Wikipédia (pt), article on the Faculdade de Biblioteconomia e Comunicação da UFRGS (a third-party page)",
    "Faculdade de Biblioteconomia e Comunicação da Universidade Federal do Rio Grande do Sul: 1995, implantação do Programa de Pós-Graduação em Comunicação e Informação (PPGCOM); 2001, introdução do Doutorado",
    "https://pt.wikipedia.org/wiki/Faculdade_de_Biblioteconomia_e_Comunica%C3%A7%C3%A3o_da_Universidade_Federal_do_Rio_Grande_do_Sul",
  ),
  uspEsalqMbaDataScience: s29(
    "br-usp-esalq-mba-dsa-manual",
    "MBA USP/Esalq (Pecege), student manual, copied on Scribd (a copy of unknown ownership)",
    "Manual do Aluno, MBA em Data Science e Analytics, turmas 212, modalidade EaD (2º semestre de 2021)",
    "https://pt.scribd.com/document/539754630/Manual-MBA-em-Data-Science-e-Analytics-EaD-2o-Sem-2021",
  ),
  fgvGestaoPoliticasPublicas: s29(
    "br-fgv-mpgpp-turma-especial",
    "Fundação Getulio Vargas (Portal FGV, notícias)",
    "Gestores públicos e educadores iniciam jornada voltada à transformação da educação tecnológica no país: nova turma especial do Mestrado Profissional em Gestão e Políticas Públicas (MPGPP) da FGV EAESP, com a Fundação Itaú",
    "https://portal.fgv.br/noticias/gestores-publicos-e-educadores-iniciam-jornada-voltada-transformacao-da-educacao",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): graduate rows of the worklist earlier passes had searched without result,
 * found this time by the program's own name (PPG…), each re-pointed to the page read (see the header).
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    {
      institution: "br-ufmg",
      career: "political-science",
      level: "graduate",
      source: S29.ufmgCienciaPolitica.id,
      set: { duration: null },
    },
    {
      institution: "br-unb",
      career: "political-science",
      level: "graduate",
      source: S29.unbCienciaPolitica.id,
      set: { duration: null },
    },
    {
      institution: "br-unicamp",
      career: "statistics",
      level: "graduate",
      source: S29.unicampEstatistica.id,
      set: { duration: "12 a 36 meses (mínimo e máximo)" },
    },
    {
      institution: "br-ufmg",
      career: "statistics",
      level: "graduate",
      source: S29.ufmgEstatistica.id,
      set: { duration: null },
    },
    {
      institution: "br-ufrj",
      career: "communication-studies",
      level: "graduate",
      source: S29.ufrjComunicacaoCultura.id,
      set: { duration: null },
    },
    { institution: "br-ufmg", career: "communication-studies", level: "graduate", source: S29.ufmgComunicacao.id },
    {
      institution: "br-ufrgs",
      career: "communication-studies",
      level: "graduate",
      source: S29.ufrgsComunicacao.id,
      set: { duration: null },
    },
    {
      institution: "br-usp",
      career: "data-science",
      level: "graduate",
      source: S29.uspEsalqMbaDataScience.id,
      set: { duration: null },
    },
    {
      institution: "br-fgv",
      career: "public-administration",
      level: "graduate",
      source: S29.fgvGestaoPoliticasPublicas.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 verification pass read, one per row it bears out (see the header). */
const S29B = {
  ufrgsLicenciaturaMusica: s29b(
    "br-ufrgs-licenciatura-musica-ppc",
    "Universidade Federal do Rio Grande do Sul, Instituto de Artes, Departamento de Música (read in a copy on Scribd; the part read names no university, attributed by its history)",
    "Projeto Pedagógico do Curso de Música, Licenciatura: construído em 2004, em vigor desde 2005; o Curso de Formação de Professor de Educação Musical (1965) passou a denominar-se Licenciatura em Música em 1969",
    "https://pt.scribd.com/document/560667285/Projeto-Pedagogico-Musica-Licenciatura",
  ),
  ufrjServicoSocial: s29b(
    "br-ufrj-ess-wikipedia",
    "Wikipédia (pt), article on the Escola de Serviço Social da UFRJ (a third-party page)",
    "Escola de Serviço Social da Universidade Federal do Rio de Janeiro: o Curso de Serviço Social, criado em 1936; Direção Adjunta de Graduação (Curso Diurno, Curso Noturno e Estágio), campus da Praia Vermelha",
    "https://pt.wikipedia.org/wiki/Escola_de_Servi%C3%A7o_Social_da_Universidade_Federal_do_Rio_de_Janeiro",
  ),
};

/**
 * Session 29's second verification pass (2026-11-28): two more of the worklist's rows written without reading their
 * page, each re-pointed to a stored page that names the program at the institution and level (see the header's
 * "VERIFIED_S29B" paragraph). No row was added or withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  reread: [
    {
      institution: "br-ufrgs",
      career: "music-education",
      level: "bachelor",
      source: S29B.ufrgsLicenciaturaMusica.id,
      set: { duration: null },
    },
    {
      institution: "br-ufrj",
      career: "social-work",
      level: "bachelor",
      source: S29B.ufrjServicoSocial.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

export const CATALOG_BR: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
);
