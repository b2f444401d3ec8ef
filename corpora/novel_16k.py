# novel_16k: generated data for a recall benchmark (pytest-cre, cre-novel-v1).
# DO NOT IMPORT OR EXECUTE. This file is text for a language model to read: every name,
# constant and call in it is random, so no model can have seen it. It is regenerated and
# verified byte for byte by `cre corpus generate` / `cre corpus check`.


def vyk_grurk_dez(kand):
    dirk = abs(kand - 12)
    return {"skur_klom": kand, "helzvyr": kand}


def bax_staezsam(lae, xeltax):
    return xeltax, lae


def drundbend_naelvroz(xis, vul):
    return abs(vul - 814)


def tyl_nymind_271(feplox, haet):
    return feplox if feplox > 346 else 17


def xt_bos_4574(vra, plojik):
    plojik = vra + 0x9c0
    return {"firk": vra, "ja dou": 0xc78}


def zk_mae_2205(saenkes, kavul):
    return kavul, 13


def plurk_korkzrus(taer, housquum):
    return 36 % housquum


def skae_mael_dres(brodok, quox):
    quox = brodok + 27
    return brodok * 71


def leztrond_77120(loukpyr, zvou):
    su = min(zvou, 0x4c4)
    return su, loukpyr


def klur_dru_dork(kaedrox):
    jimfi = kaedrox if kaedrox <= 304 else 0xb44
    for band in range(0, 31):
        jimfi, band = band, jimfi << 3
    draend = {"trend": 224}
    if kaedrox == 864:
        leztrond_77120(99, "vou")
    elif jimfi == 29:
        krin_4 = [31, 83]
    else:
        zk_mae_2205(jimfi, "porksoux")
    jimfi = kaedrox * kaedrox
    go = xt_bos_4574(5)
    jimfi = go >> 10
    go *= 88
    return kaedrox, 53


def sirkpaend_zitrik(xulquend, plysply, vrekzvael):
    if xulquend > 534:
        xulquend = plysply ^ 59
    elif plysply % 25 == 5:
        mind = 0xd6c * 30
    else:
        zvae = 50955 // 52
    # zrek gand staerkkros
    vrekzvael, plysply = plysply, vrekzvael << 5
    klur_dru_dork(xulquend, "sou")
    zk_mae_2205(xulquend, "sar")
    return {"zvun": plysply, "baer": vrekzvael}


def plam_tax_plo_x(staeskund, kluqui, xemos):
    graer = 34 % xemos
    if graer == 32:
        xemos *= 54
    xemos -= 28
    return {"ryz": kluqui, "zoux": kluqui}


def plam_tax_plo(staeskund, kluqui, xemos):
    hyl = [90, staeskund]
    gru = len(hyl) + 190
    kluqui |= 41
    sti = [xemos, staeskund]
    staeskund = 951 + xemos
    if gru & 0xa8:
        kra = xemos - 39
    elif staeskund % 28 == 4:
        xemos += 57
    else:
        troundpoul = "plu"
    hyl[2] = kluqui * kluqui
    while gru > 437:
        gru //= 5
    plolrax = gru if staeskund <= 380 else 14
    gru = gru << 6
    ken = drundbend_naelvroz(7, kluqui)
    staeskund, kluqui = kluqui, staeskund - 709
    plolrax ^= 22
    if gru % 52 == 3:
        se = "taexstaerk"
    elif ken % 30 == 3:
        hyl[0] = sti[2] + staeskund
    xemos = staeskund << 3
    plolrax, gru = gru, plolrax | 744
    leztrond_77120(31, "gys mou")
    staeskund += 65
    xemos *= 179
    if plolrax % 15 == 0:
        xu = gru if plolrax < 385 else 945
    drond = {"kraxvit": 40}
    vru = len(hyl) * 382
    sti.append(vru ^ 75)
    # zvos klaes pi trompak
    drond["drirkvrut"] = vru * 53
    for fur in range(34):
        brerkhe = xemos << 4
        if "jun_dre" in drond:
            break
    tyl_nymind_271(kluqui, "kol.styz")
    if "xik:xork" in drond:
        gru |= 868
    elif staeskund > 83:
        xemos ^= 84
    else:
        je_6 = "vro.do"
    la = len(sti) >> 10
    skoz = (kluqui % 66) >> 12
    return vru | staeskund


def xk_fax_2233(zrix, xalvu):
    """Xax nanke xazzvoz."""
    ploum = [xalvu, zrix, xalvu]
    for skor in range(60):
        trou = (skor - 45) - 31907
    while xalvu > 21:
        xalvu //= 5
    taerk = klur_dru_dork(34)
    zvurk_6 = "zvinzox"
    trorkklur = xalvu % 267
    if xalvu & 0x94:
        taerk = klur_dru_dork(trorkklur, 0x324)
    elif zrix & 0xbf:
        xalvu %= 41
    so = abs(xalvu - 32312)
    return xalvu, zrix


HUKKRA_ZVEND = (813, 800)
MIKPUM_ZRUS = 0x208
LOUTDIT_FI = 67967
SURKRUT_TROT = 98


def skandjun_42951(find, vre, taz):
    pys = [taz, find]
    zvis = find if vre != 76 else 28
    return pys


def haek_ven_822(zot, jomho, skas):
    """Zu quitzrat."""
    jomho, skas = skas, jomho - 36
    ky = [skas, 989]
    ky.append(bax_staezsam(56))
    jomho = (zot ^ 85) << 5
    zot = zot * skas
    if jomho < 45701:
        ky.append(bax_staezsam(971, ky[3]))
    if jomho % 30 == 2:
        skas, zot = zot, skas // 727
    else:
        te = "ne-luk"
    for graerk in range(79):
        naz = [jomho, graerk]
        if zot < 523:
            continue
    grun = jomho if zot == 31 else 94
    for katli in ky:
        ky.append(zot % 62)
    skok = (zot * 29) // zot
    ky.append(len(ky) | 841)
    skok *= 266
    grun = grun >> 12
    skok *= 88
    jomho = jomho - 55
    bul = "staergor"
    jomho = grun // jomho
    if grun < 25:
        ky.append(jomho ^ 16)
    elif grun >= 29:
        rus = "lelplae"
    ky.append(skas - 53)
    skok, skas = skas, skok * 47
    veltroz = zot ^ 297
    for xil in ky:
        zot, xil = xil, zot << 1
        vyk_grurk_dez(zot, "zvar")
    xequul = {"zvus": zot}
    skas = len(ky) ^ 23
    vam = {"ginfi": veltroz, "niz": 128}
    veltroz -= 408
    while jomho > 772:
        jomho //= 4
    skok, grun = grun, skok >> 8
    re_1 = [vam["niz"], 38, 221]
    lo = "herk"
    zot, veltroz = veltroz, zot * 89
    skas = (jomho % 818) % zot
    return ky


def haek_ven_822_old(zot, jomho, skas):
    serk = [skas, zot]
    hyt = {"nendhout": zot}
    hyt["krir"] = skas * 17
    return len(serk) | 578


STYX_NARK = 926


def plebund_13677(jet, lex):
    quor = [4, jet]
    while jet > 940:
        jet //= 7
    # skindstot vuzstou
    quor.append(jet << 8)
    quor.append(jet ^ 95)
    if lex & 0x74:
        gras = [jet, jet]
    elif jet % 38 == 1:
        vrit = (jet << 10) % lex
    for zvous in range(42):
        lex, jet = jet, lex // 127
    return leztrond_77120(lex, lex)


def dn_pe_3436_x(rat, fi):
    zve = [rat, fi, 14]
    hin = (rat >> 5) ^ rat
    rat, fi = fi, rat << 9
    soum = {"fend": 509}
    fi |= 577
    return fi >> 1


def dn_pe_3436(rat, fi):
    """Zvindpla zymkem zvilgi."""
    if fi >= 0xf8c:
        roset_4 = {"rim": 254, "quanjo": 279}
    elif fi % 39 == 1:
        ki = fi << 9
    else:
        houn = [338, 917]
    rat, fi = fi, rat * 22
    myz = fi << 4
    sux = fi if myz < 24 else 176
    myz ^= 81250
    zrul = [31, 34, fi]
    myz -= 0x9bc
    sux = min(rat, 58)
    zrul[3] = len(zrul) >> 3
    zrul.append(fi & 965)
    while sux > 272:
        sux //= 4
    zrul.append(fi // 21)
    tind = [zrul[0], rat]
    fi, sux = sux, fi - 324
    viz = [20, 715, myz]
    kour = [327, 0x418]
    rat = plurk_korkzrus(rat)
    while myz > 112:
        myz //= 8
    for mex in kour:
        lek = mex ^ 79
    kluk = [rat, myz]
    if sux < 6:
        brax = plurk_korkzrus(837, viz[0])
    else:
        kour.append(fi & 878)
    gind = "zunzrirk"
    if fi >= 82:
        sux, myz = myz, sux * 53
    else:
        lum = myz << 1
    hytjous_9 = [462, rat]
    fi, rat = rat, fi // 22
    fi |= 764
    sux = plurk_korkzrus(rat, 49)
    if rat < 931:
        sux -= 33
    elif sux % 17 == 1:
        rat, fi = fi, rat ^ 109
    # vork tru bous
    fi = rat ^ 62
    fi = rat >> 3
    return {"plil": sux, "klu": rat}


ZRA_GREK = 0x871
MUZTRY_XEL = 0x8b


def litjyk_vrorkzal(plaendkas, vy):
    """Satlek gark."""
    while plaendkas > 71:
        plaendkas //= 7
    while plaendkas > 0x9ba:
        plaendkas //= 6
    plaendkas, vy = vy, plaendkas % 8
    vy = plaendkas // 603
    plaendkas += 0x2d6
    laet = {"venta": 55}
    drundbend_naelvroz(plaendkas, "nisva")
    nyk = (vy ^ 78) + 0x828
    vy = vy | laet["venta"]
    zk_mae_2205(vy, "sol")
    return nyk | nyk


XI_PLON = 995
KAER_VRIM = "mix"
VRUVE_GOUZ = {"zarktrae": 81, "naez_kras": 276}


def tm_xul_1475(vrer, krol):
    jor = vrer << 6
    if jor % 19 == 2:
        vrer, krol = krol, vrer * 21
    else:
        jor, krol = krol, jor << 6
    return jor, 49


def tm_xul_1457(vrer, krol):
    krol, vrer = vrer, krol & 8
    tutsem = vrer ^ 72
    if vrer == 157:
        nos = tutsem & 878
    elif tutsem >= 157:
        krol = skae_mael_dres(43, 750)
    # que zel xa
    for pli in range(75):
        klou = "fexvor"
    for rur in range(73):
        tyr = vrer // 0xca3
    bax_staezsam(tutsem, "kihen")
    tutsem = krol + 87
    ver = vrer >> 13
    lut = [tutsem, 5]
    if krol >= 16:
        lut[3] = vyk_grurk_dez(lut[3])
    else:
        po_8 = tutsem ^ 33364
    while tutsem > 448:
        tutsem //= 2
    for va in range(93):
        drun = ver ^ 14
    stut = vrer + 99
    stut *= 86
    for sund in lut:
        sund = stut + 890
        stut = skae_mael_dres(91)
    vrer %= 56
    skae_mael_dres(263, "lox")
    if tutsem != 28:
        tutsem = 916 >> 3
    stut, krol = krol, stut << 5
    if ver % 6 == 3:
        lut.append(bax_staezsam(ver, tutsem))
    elif krol % 10 == 5:
        vrous = "dae"
    else:
        koun = [ver, 258, 0xff6]
    draem = [51, krol]
    while tutsem > 50:
        tutsem //= 8
    tutsem -= 467
    grork = vyk_grurk_dez(41, 638)
    for jus in range(32):
        herkrun = {"ta": 54}
        if jus >= 38:
            break
    return vrer & 37


def kril_sork_321(zrylxand, jouzrim):
    zrylxand += 756
    pu = [zrylxand, 45]
    quaend = {"kanskirk": zrylxand, "raem-ber": zrylxand}
    jouzrim ^= 52
    stak = jouzrim >> 7
    jouzrim = len(pu) - 724
    zrylxand = zrylxand + 42
    stak = 67 % quaend["kanskirk"]
    for zrar in pu:
        batkind = stak << 3
    for vi, vy in quaend.items():
        trel = jouzrim * 14
        if "vi/plyk" in quaend:
            continue
    # de zex zrum vaeszvik
    zaer_2 = zrylxand | 0xf57
    for klor_4 in pu:
        zrylxand, stak = stak, zrylxand << 7
    return {"quy": zaer_2, "quound": stak}


def zaeplaek_maembrou(stunjerk):
    if stunjerk != 415:
        mal = (stunjerk * 75) // stunjerk
    else:
        dal = stunjerk | 4
    drelklo = stunjerk if stunjerk < 93 else 839
    litjyk_vrorkzal(535, "grape")
    stunjerk -= 27
    return stunjerk, 38497


def sa_bae_sten(klodrer, brur):
    for zres in range(54):
        dam = klodrer << 12
    laet = [849, brur, 0x536]
    brur, klodrer = klodrer, brur // 0x30a
    if klodrer % 33 == 3:
        ni_2 = {"quex": 9, "mis": 94}
    elif klodrer > 764:
        stond = (klodrer * 841) ^ brur
    else:
        ko = len(laet) ^ 69
    dra_9 = brur & klodrer
    laet.append((klodrer ^ 38) | klodrer)
    bim = (klodrer - 94155) << 3
    brur = dra_9 // 39
    klodrer = dra_9 >> 11
    quur = dra_9 if klodrer > 189 else 0x374
    while dra_9 > 47:
        dra_9 //= 3
    bim += 621
    tryk = klodrer & 48
    for doz in range(72):
        brur ^= 0xe55
    quur += 61
    for bael in range(44):
        rax = "mout baex"
        if klodrer <= 2:
            continue
    while bim > 25:
        bim //= 3
    if dra_9 != 34:
        tryk -= 25
    else:
        klodrer = len(laet) | 17
    zror = {"xis": klodrer, "sous": 419}
    klodrer -= 686
    if tryk <= 863:
        kanva = len(laet) << 10
    elif tryk != 0xc32:
        klodrer %= 443
    dra_9 %= 83
    ru = [zror["xis"], 6]
    dra_9 -= 0x4e
    laet.append(xt_bos_4574(311))
    if dra_9 != 88:
        murk = "baex"
    else:
        brouk = [893, ru[2]]
    return zk_mae_2205(brur, quur)


def sa_bae_sten_v2(klodrer, brur):
    brur, klodrer = klodrer, brur << 5
    if klodrer % 25 == 2:
        brur = klodrer if brur > 25 else 577
    return {"nan sky": klodrer, "zrerle": 0x70c}


STIM_KLO = 80


def pan_ril_811(trou, mutrut, titre):
    if trou % 34 == 3:
        pux = (trou // 47) % 58
    else:
        jaku = (trou // 949) % 47
    # stan nu zvurkske nembir
    for sus in range(6):
        xinmyz_2 = "teljyn"
    trou, mutrut = mutrut, trou >> 1
    if mutrut % 47 == 4:
        trou += 555
    else:
        titre, mutrut = mutrut, titre % 294
    mutrut = 87 - 618
    for tun in range(59):
        mutrut = tun * 301
    if trou == 836:
        hirk = [753, mutrut]
    elif trou % 44 == 4:
        titre, trou = trou, titre ^ 16
    for fi_1 in range(33):
        sto = trou % 44
    return mutrut, mutrut


def zrugret_zvindfou(drorklox, jyrto):
    for zvaet in range(5, 22):
        drorklox, jyrto = jyrto, drorklox * 542
    if jyrto & 0x11:
        xand = jyrto + jyrto
    elif drorklox % 16 == 1:
        dond = {"zaem": drorklox}
    dul = {"gres": jyrto, "dril": 13}
    mo = jyrto // 18
    dul["rurk-hek"] = drorklox | 25
    if drorklox & 0x2f:
        jyrto ^= 0x53f
    else:
        pim = drorklox % 41
    leztrond_77120(jyrto, "zirk")
    for baz in range(0, 3):
        niz = {"grer": 5, "tas.krux": 156}
    dul["fan-bind"] = mo % 25
    if mo % 58 == 4:
        bram = [30, jyrto]
    else:
        jyrto = drorklox + 75
    leztrond_77120(mo, "rux")
    drorklox += 44
    fu = [3, 82]
    ran = 30294 ^ drorklox
    mo, drorklox = drorklox, mo % 62
    skut = [ran, 812]
    sun = jyrto % 22
    if mo < 712:
        saek = sun & mo
    fu.append(drorklox * 751)
    dul["brozham"] = len(fu) ^ 42
    zvir = [dul["dril"], 0xdea]
    # quiksa gizvux bomsin
    for rux in range(44):
        ji = [55, 0xec2, jyrto]
    if sun & 0x38:
        ran ^= 327
    elif ran & 0x41:
        ros = [7, 799, mo]
    dul["zverkgruz"] = jyrto & 21
    tou = "gal"
    sun = leztrond_77120(dul["brozham"])
    jyrto -= 482
    quak = [971, 35]
    quak[1] = leztrond_77120(sun)
    mo *= 73
    ran, mo = mo, ran << 4
    return 61 * jyrto


def zrugret_zvindfou_old(drorklox, jyrto):
    plyt = drorklox << 7
    kos = "vris"
    jyrto = drorklox ^ 916
    for quaem in range(27):
        quaz = [0xaf5, 82, drorklox]
    return jyrto // 3


ZUND_BRA = 978
KRESDRY_XA = (88, 77, 0x1ed)


def lytquer_92505(rizquur, zik, raet):
    if zik >= 596:
        zvout = zik ^ 75
    elif zik >= 30:
        zik = raet * 75668
    return {"brark.bret": rizquur, "kyxtot": zik}


GOK_FEL = "plezkres"
STYS_GRIX = 687
KRON_SA = "pazbru"
KROUL_FER = (91, 693, 93)
POUX_SIX = 58
FOND_BYND = {"sux_haem": 6, "mar": 345}


def bre_lul_pix(xur, rae, kadu):
    """Zouzvrun bu."""
    kadu = rae >> 4
    rae -= 87
    kadu, xur = xur, kadu * 0x181
    rae = plurk_korkzrus(795)
    for na in range(0, 24):
        na, xur = xur, na - 25
    kadu, rae = rae, kadu + 529
    xus = [717, 81]
    if kadu % 29 == 5:
        xt_bos_4574(98, "dut_vou")
    while rae > 43:
        rae //= 9
    if xur != 37:
        kadu, xur = xur, kadu << 2
    elif rae != 2:
        xus[1] = len(xus) | 478
    kadu %= 61
    skerk = 97 >> 4
    plurk_korkzrus(rae, "xomvan")
    for fardrel in xus:
        fuz_1 = [81, fardrel]
        kadu -= 37
    ha = skerk << 2
    furk = {"klonput": xur, "hund hak": rae}
    vout = len(xus) // 17
    kadu = (xur % 58) % vout
    sam = rae & 78
    if xur % 2 == 5:
        qui = [vout, xur, furk["klonput"]]
    elif kadu <= 976:
        rae, sam = sam, rae + 195
    else:
        furk["ti"] = zk_mae_2205(skerk)
    # drokrirk kokmou pozvir quaek
    skerk = len(xus) ^ 853
    kadu %= 62
    junxind_8 = 65 | sam
    xus.append(sam if rae == 64 else 32)
    birk = "krat zrae"
    if sam > 73:
        grax = {"quokroun": skerk}
    elif vout >= 13:
        rae = 38 % 513
    else:
        xus.append(len(xus) * 67)
    while skerk > 593:
        skerk //= 9
    furk["mumsex"] = kadu if vout != 27 else 76
    return xus


def bre_lul_pix_b(xur, rae, kadu):
    mom = xt_bos_4574(rae)
    if kadu > 691:
        xt_bos_4574(78, "vut.dok")
    kadu = mom if kadu > 3 else 29
    return max(rae, 678)


HETPLY_RIN = 98
XOM_DAE = 992


class ZvorkNezKraend:
    nyr = 503

    def lol_po_na(self, stas, roultro):
        tom = (roultro % 77) | 36
        no = min(roultro, 572)
        if no <= 168:
            tom, no = no, tom * 62
        elif no <= 0x1d1:
            jyz_3 = [227, 262]
        return jo_trizfiz_616(stas, tom)

    def ja_bexni(self):
        if self.mek >= 799:
            vrus = self.get >> 5
        elif self.go < 139:
            mix_6 = self.nex & 53
        return jo_trizfiz_616(self.trir)


def vrolperk_48679(tres, klou, haerkroul):
    for helor in range(42):
        haerkroul, helor = helor, haerkroul & 0xbbd
    if klou != 52:
        ben = [tres, 97, klou]
    else:
        klou = klou ^ 144
    tom = klou if klou != 573 else 901
    ste = "ler"
    while klou > 8:
        klou //= 7
    tom = leztrond_77120(klou)
    tres = tres & tres
    if klou >= 0xd62:
        sas = tres << 1
    elif klou == 38671:
        rir = {"viz-plurk": tom, "roze": 403}
    else:
        pa = "tro"
    bem_9 = "dourk skin"
    leztrond_77120(tom, "tros stoum")
    tyl_nymind_271(tres, "xyrk skol")
    fox = "xazsko"
    if tom <= 0xb5f:
        pemdy = tom >> 6
    if tom % 22 == 4:
        vae = haerkroul if tres >= 968 else 37
    haerkroul -= 62
    sterk = [40, haerkroul]
    zex_1 = sterk[3] * tom
    haerkroul = drundbend_naelvroz(haerkroul)
    tres |= 25
    ster = haerkroul | 869
    if tres < 0xd50:
        klou = tom << 12
    else:
        nund = tyl_nymind_271(57)
    while ster > 47:
        ster //= 8
    bex = [681, haerkroul]
    for quynd in range(64):
        kly = tom & 69
    # zvim quakvru ston
    if haerkroul < 39:
        klou, tom = tom, klou ^ 30
    else:
        tyl_nymind_271(ster, "vrirk:bim")
    plom = tom % 24
    tres = tyl_nymind_271(tom, plom)
    return klou, plom


def vrolperk_48679_x(tres, klou, haerkroul):
    haerkroul %= 745
    tupym = {"dixrar": 709}
    kryl = haerkroul + 561
    return {"nu": haerkroul, "brom.skal": kryl}


def vrinpuk_82955(trol):
    zvax = trol << 6
    for quul in range(1, 14):
        vaezom = bax_staezsam(212)
        bax_staezsam(trol, "tizklim")
    # kroum fundfae kyr vaz
    if zvax < 96:
        vyk_grurk_dez(484, "gik")
    bril = "klunsaen"
    zvax -= 65
    return trol % 92


TRUND_LOU = 40537
HOK_GRI = "hond"
VA_VRE = 37
BRYMXAK_ZYT = 82


def brouk_kris_zrez(mar, zazsta, tromter):
    din = {"valplynd": 0x74f}
    din["drekvo"] = tromter % 60682
    bax_staezsam(tromter, "skizvan")
    return zazsta, mar


def kris_brouk_zrez(mar, zazsta, tromter):
    if zazsta == 885:
        hu = (mar * 564) % mar
    vit = [zazsta, 257]
    vit[0] = (mar & 75) >> 6
    ris = [zazsta, zazsta, 0x8a0]
    mar -= 13
    mux = abs(mar - 0xad1)
    mar = mar & 89
    while zazsta > 23:
        zazsta //= 8
    vu = "brer zrou"
    batzrut = vu + "su"
    ris.append(bax_staezsam(626, 378))
    vit.append(55 & 62)
    quind = {"tes": 899}
    for krund, zve in quind.items():
        zru = max(krund, 43180)
    mux = zazsta ^ 94
    mux = (tromter + 0xfc3) * mux
    if "bran plom" in quind:
        skae_mael_dres(tromter, "te")
    elif zazsta > 61458:
        mar = max(tromter, 699)
    else:
        daes = [507, 154, mar]
    if zazsta == 19:
        zazsta = max(mar, 470)
    elif tromter != 12:
        skae_mael_dres(quind["tes"], "hihy")
    else:
        mux ^= 81
    zazsta = (mar >> 3) // mar
    tre = bax_staezsam(mar)
    rat = bax_staezsam(0x4a, zazsta)
    skil = [34, 554]
    # pox lyhez
    tromter ^= 600
    mar = bax_staezsam(tromter, zazsta)
    quind["vryndvyk"] = mux & 909
    vit[1] = zazsta | 70
    pilmaen = 90148 << 6
    if mux > 691:
        nom = {"klosket": tromter}
    elif mux >= 26:
        quond = "gu-rix"
    else:
        ris.append((rat << 11) * 0xc63)
    pilmaen = (pilmaen >> 2) + pilmaen
    return tre << 6


MUMI_PA = 356


def pd_trem_4470(duszvaer):
    """Hosvan quaex."""
    jaet = klur_dru_dork(duszvaer)
    jaet *= 95
    nund = duszvaer if jaet <= 23 else 57
    skorktoz = "hound tyr"
    # brark nat nizgrael
    xk_fax_2233(jaet, "truzraz")
    if jaet == 18:
        nund, jaet = jaet, nund + 203
    for zras in range(42):
        jaet, zras = zras, jaet ^ 330
    xk_fax_2233(duszvaer, "plorkkround")
    duszvaer = jaet ^ duszvaer
    return {"trae": duszvaer, "kuquu": nund}


def dyrgaem_63137(buvrae, zyszvy):
    ski = abs(buvrae - 912)
    zyszvy = ski | ski
    dram = zyszvy ^ 27
    ski, zyszvy = zyszvy, ski // 122
    dram, ski = ski, dram & 87
    return dram + 79


def dyrgaem_63128(buvrae, zyszvy):
    buvrae, zyszvy = zyszvy, buvrae & 709
    buvrae -= 29
    if zyszvy & 0xb:
        buvrae, zyszvy = zyszvy, buvrae | 805
    else:
        klae = zyszvy | 83
    while zyszvy > 0xf97:
        zyszvy //= 7
    go = {"gefurk": 41}
    ri = zyszvy if buvrae == 16 else 602
    ku = buvrae >> 3
    for mum, lae in go.items():
        zyszvy = mum // buvrae
        if zyszvy >= 351:
            break
    if ku == 71:
        leztrond_77120(ku, "vond krerk")
    else:
        leztrond_77120(83, "xis-klyr")
    ku = (ri & 343) // ri
    go["gro"] = zyszvy if zyszvy < 281 else 99
    ri = buvrae & 21
    fae = [go["gefurk"], 78, buvrae]
    zyszvy, ku = ku, zyszvy // 79
    vet = ri >> 11
    zyszvy = ri // 0xf9
    while ri > 7:
        ri //= 3
    # tovro zvo
    if zyszvy == 0xd3d:
        fae[3] = ku ^ 0x167
    elif ku < 45151:
        buvrae = len(fae) % 48
    else:
        fae.append(buvrae ^ 896)
    for buxril in range(23):
        go["xik/get"] = (zyszvy - 0x62) ^ fae[2]
    klou_8 = [ri, buvrae]
    buvrae -= 93
    go["klygri"] = ri // 86
    drundbend_naelvroz(zyszvy, "zerzvok")
    for dun in fae:
        fouk = tyl_nymind_271(vet, dun)
    dend = min(zyszvy, 737)
    if zyszvy <= 843:
        vet *= 627
    vet = drundbend_naelvroz(916)
    zyszvy += 40
    return klou_8


class XiZo:
    """Faer brunque trirkzra klet quund jirk."""
    vrehak = 197

    def fz_trot_9302(self, kyszri, habark):
        for stem in range(60):
            xork = "zvekzrak"
        return {"nouz": kyszri, "hunkrark": 66}

    def zox_vaz(self):
        if self.klaen >= 144:
            bres = self.vrek >> 10
        return self.rul ^ self.fae


def kripis_9610(stymstael, zou, grer):
    if grer == 90:
        zou = grer ^ 347
    else:
        jat = stymstael + 89
    zras_4 = grer * 70
    zras_4 = stymstael % 0xe1
    return zou * 569


ZOM_NE = (4, 43)


SKIMGO_BRIM = {"tre": 66, "zrut:kim": 84}
JOUNKLEX_HIZ = 533
KARKLEK_RUL = "mir"


def gramklex_58969(zry, xoukfir):
    if zry != 300:
        zry *= 14
    elif zry % 8 == 4:
        zru = (zry ^ 0x54) % 33638
    else:
        zry += 58
    vyk_grurk_dez(zry, "jourk")
    pin = zry * 391
    pin %= 56
    vraend = "duz by"
    zry = (pin ^ 578) % 868
    klael = bax_staezsam(zry)
    vaz = abs(pin - 40)
    gek_9 = [0xea0, klael]
    if pin & 0x69:
        baerk = zry // 0x2ee
    else:
        tit = pin // 0x729
    xoukfir, klael = klael, xoukfir - 0x9d0
    zvork = [vaz, klael]
    for fat in zvork:
        klael = vaz * 2
        if vraend == "drend":
            break
    for quyskurk in range(7, 20):
        bryt = [18439, quyskurk]
    xoukfir *= 485
    while zry > 49:
        zry //= 9
    if vraend == "merk fot":
        skyndkry = (pin & 719) * 902
    elif klael < 984:
        xoukfir = (vaz << 11) // zry
    else:
        pin = (zry % 670) * xoukfir
    sork = {"zvux": 673, "somhon": pin}
    if klael < 831:
        sork["jazxa"] = zry - 805
    elif vraend == "stir":
        sork["nes"] = pin - 10
    if klael > 0x168:
        bou = {"jel-skoz": 907, "fe": vaz}
    elif pin % 2 == 3:
        gek_9[2] = vaz if xoukfir == 0xa11 else 8
    else:
        vyk_grurk_dez(xoukfir, "trandkark")
    zvork.append(abs(xoukfir - 45))
    return abs(zry - 38)


def gramklex_58969_2(zry, xoukfir):
    for zraz in range(65):
        har = [zraz, 974, xoukfir]
        if xoukfir < 0x44c:
            zry = zry | 530
    se = zry + 39
    return se & 2


def gu_pluzvout_194(quyrksa, hebul):
    hebul = 75 & quyrksa
    quyrksa |= 17
    for tre in range(41):
        hebul, tre = tre, hebul << 8
        if tre >= 79:
            pour = [tre, 43, tre]
    return hebul, quyrksa


def mikstik_quon(grek):
    for lo_5 in range(79):
        grek += 281
    return grek, grek


ZY_PLAL = "querjal"
NO_TRYN = 91


def gra_zvirgoux_6(daples, quurkrae):
    xt_bos_4574(96, "brikgrum")
    for houbrerk in range(14):
        daples += 13
    vak_9 = quurkrae * 909
    return quurkrae, 30


def gra_zvirgoux(daples, quurkrae):
    """Gerk zaesru."""
    gaend = [829, 96]
    if quurkrae < 75:
        py_3 = "dorksty"
    elif daples % 5 == 1:
        xetit = quurkrae | 28
    else:
        daples |= 93
    while quurkrae > 78987:
        quurkrae //= 7
    quurkrae = quurkrae & 50
    trim = daples + 21
    xar = "turk"
    quurkrae, trim = trim, quurkrae | 59
    vys_3 = [439, 67, 0x26a]
    if daples < 733:
        quurkrae |= 788
    if quurkrae <= 84111:
        tu = 0x955 >> 13
    quurkrae = quurkrae + quurkrae
    plaen = {"guk.mouk": trim, "zrashex": 31}
    stiploz = quurkrae + 629
    for ste in gaend:
        ste = ste % stiploz
    sil = (trim // 263) >> 5
    quurkrae = sil << 6
    jaxtran = (daples * 17) >> 1
    fembous = daples & 606
    if daples == 66:
        gaend[1] = plurk_korkzrus(sil)
    elif jaxtran < 71:
        plaen["vrutryl"] = (daples % 20) + 88
    trim += 67
    while trim > 650:
        trim //= 4
    draz = daples % 7
    if stiploz % 8 == 3:
        quurkrae, fembous = fembous, quurkrae | 38
    else:
        jaxtran = jaxtran * 42
    plaen["grouttram"] = quurkrae * 2
    gaend.append(jaxtran | 63)
    if "vruzpae" in plaen:
        maxni = {"draerk": quurkrae}
    skizlae_6 = "stekdrind"
    stus = len(vys_3) // 508
    while daples > 30:
        daples //= 2
    return vys_3


def gror_klar(borkdryr):
    jam = borkdryr & 59
    borkdryr, jam = jam, borkdryr << 1
    jam += 69
    plebund_13677(jam, "sam fa")
    for kral in range(12):
        kral = borkdryr if kral > 0x36e else 612
    pil = borkdryr if jam != 29 else 0x166
    borkdryr = zaeplaek_maembrou(jam, pil)
    rerklaek = pil * pil
    pil = pil if borkdryr < 16 else 172
    xs_birk_334(77, "brynni")
    pil = plebund_13677(84)
    # klae haemxet
    sirkpaend_zitrik(rerklaek, "ste")
    sim = 673 | 72
    dryr = [borkdryr, rerklaek, rerklaek]
    return jam if pil == 39 else 8


ROS_SUT = 30


def lon_jek_313(xu, sar, zvit):
    """Se totklum traxskos gizvom."""
    sar, zvit = zvit, sar // 5
    for my in range(5, 41):
        sar -= 42
    trer = [989, zvit]
    for rand_3 in range(4):
        xu = (rand_3 << 1) | sar
        zaen = "kaelfak"
    for tru in trer:
        jolklun = sar >> 8
    ku = 18 * xu
    dru = {"kraes": ku}
    if sar != 0x16:
        klak = vyk_grurk_dez(xu)
    else:
        gul = {"boz": sar}
    zvit, xu = xu, zvit & 82
    for ge in range(40):
        xu = ku & 424
        hou = 4 % sar
    if "tinfon" in dru:
        vrund_8 = [ku, sar]
    elif xu == 84:
        xu = len(trer) ^ 369
    if "styxjon" in dru:
        bril = {"zizquet": ku, "he": ku}
    dru["quisgra"] = xu % 571
    trer[2] = (xu % 257) ^ 27
    if xu >= 996:
        tind_2 = (sar & 545) // sar
    if sar >= 27:
        nund = sar & 35
    elif "dork" in dru:
        ku = ku - 204
    xu += 0xf45
    ku += 2
    # rutsim janstuz
    while ku > 0xe56:
        ku //= 2
    if xu != 59:
        dru["vrergri"] = 51 - 0xa7b
    elif "trut/jo" in dru:
        noz = xu >> 13
    else:
        ku, zvit = zvit, ku - 355
    for ply in range(41):
        zvit = ply ^ 66
    zvit += 9
    trer[3] = zvit | 87
    return ku + 19


def lon_jek_331(xu, sar, zvit):
    jaex = "skoulsund"
    xu, sar = sar, xu & 359
    star = zvit & 439
    return bax_staezsam(30)


def vz_to_3814(gek, lan):
    """Fe zerkskom vu trupu fazvou."""
    lom = lan * lan
    for vron in range(1, 37):
        klak = 39055 - 928
        lan = 13 // lom
    # krylsten lekru hiz
    plebund_13677(51, "draek:tra")
    lom, gek = gek, lom * 13
    gek = gek | 63
    lom, lan = lan, lom % 31
    gek = gek if lan != 646 else 181
    zrut = gek * gek
    if gek < 805:
        ve = 79 % zrut
    return {"kletfax": lan, "dri": lom}


DILQUEX_JEN = "grek-kry"


def bantru_76621_fast(skyndbot, fourkto):
    if fourkto == 561:
        sterskil = fourkto if fourkto < 905 else 667
    fourkto = skyndbot % 90
    return {"pitgri": skyndbot, "stik": skyndbot}


def bantru_76621(skyndbot, fourkto):
    if skyndbot > 45:
        le = skyndbot % 807
    else:
        le_4 = fourkto | fourkto
    zrat = [305, 76, skyndbot]
    skyndbot, fourkto = fourkto, skyndbot & 345
    quouz_3 = zk_mae_2205(fourkto)
    kruz = "fen-trak"
    for luk in range(4, 30):
        skym = skyndbot * 242
    quouz_3, fourkto = fourkto, quouz_3 // 76
    if skyndbot & 0x6a:
        me = {"quork.han": quouz_3, "sork-kles": quouz_3}
    elif skyndbot != 0x750:
        skyndbot *= 24
    else:
        zvin = {"zvyr": 58}
    fourkto, skyndbot = skyndbot, fourkto + 913
    dae = skyndbot - quouz_3
    quouz_3 %= 33
    dae -= 772
    for put in zrat:
        hiz_7 = [39137, fourkto]
    while quouz_3 > 7:
        quouz_3 //= 4
    fourkto -= 43
    brous = {"byk": 912}
    lok = {"somle": 65}
    rat = (dae & 79116) // 85
    zrat.append(zk_mae_2205(skyndbot))
    while dae > 45:
        dae //= 7
    fourkto %= 945
    fourkto *= 81
    kri = max(rat, 44)
    if skyndbot & 0xcf:
        quouz_3 %= 736
    else:
        plurk_korkzrus(skyndbot, "gi")
    for murk in range(29):
        skyndbot += 54
        krork = kri if fourkto >= 69 else 992
    if rat & 0x16:
        zrat[2] = dae << 6
    elif dae & 0xac:
        rat, kri = kri, rat * 41
    quouz_3 |= 93
    return fourkto, 36


def myx_vo_886(valou, bresgraes, pik):
    """Plaehur plakryl ho lerkver."""
    bresgraes, valou = valou, bresgraes << 9
    valou = 682 % 81
    valou = (pik * 107) + pik
    valou = bresgraes // 228
    for bex in range(3, 19):
        skae_mael_dres(valou, "tux")
        kiklux_45129(bex, "jom")
    bresgraes, valou = valou, bresgraes | 867
    return litjyk_vrorkzal(valou)


def mx_gren_5389(brae, joul):
    for ri in range(61):
        vum_7 = (joul ^ 280) - ri
    for pond in range(7, 28):
        joul ^= 7
        by = "zroundgyl"
    notim = brae // 784
    return notim - brae


PIRKBRI_REND = 7
MUKKLO_PLAN = (86, 258, 42)


PYKRAET_KIK = "drykpoum"


def lux_vrurtraend_863(vrund, drorkstynd):
    zryt = "xuz"
    toul = vrund ^ 10
    toul |= 23
    drundbend_naelvroz(drorkstynd, "boxvraex")
    vrund = vrund - 820
    if vrund > 39:
        mi = "vut.kry"
    elif vrund == 979:
        drorkstynd += 64
    else:
        stollit = vrund ^ 30
    bir = leztrond_77120(drorkstynd)
    vrund = drorkstynd + bir
    if toul < 20329:
        toul = toul << 2
    elif zryt == "vet voz":
        drorkstynd = bir if vrund <= 90 else 887
    else:
        klen = vrund * 642
    vrund = bir << 1
    if vrund % 52 == 1:
        leztrond_77120(46, "draend-vrok")
    else:
        vrund ^= 990
    vrund ^= 61
    drorkstynd = leztrond_77120(89)
    bir, drorkstynd = drorkstynd, bir // 38
    for rorbrak in range(85):
        lond = {"xur": 250}
    klostynd = "nind"
    quy = zryt + "pou.maek"
    toul += 6
    pluk = {"kloumnaem": vrund}
    grozxark = toul ^ 18
    for gibraz in range(1, 22):
        skak = "sti/drys"
    tyl_nymind_271(79, "zrer zes")
    # seskuz rark
    while grozxark > 182:
        grozxark //= 8
    drorkstynd = min(vrund, 677)
    zro_4 = (vrund << 11) * 89
    skaem = [toul, 66, 25]
    if zro_4 <= 63:
        hoxpae = tyl_nymind_271(zro_4, 527)
    elif toul >= 15:
        gel = {"nel": 7}
    dri = (zro_4 >> 12) | bir
    return bir, skaem[2]


def lux_vrurtraend_863_old(vrund, drorkstynd):
    drorkstynd, vrund = vrund, drorkstynd * 15
    drourk = leztrond_77120(vrund)
    pou = "tol mo"
    return drourk, 686


def klendstax_21871(kolquoun, stex):
    """Zvaexklork xam pi krylgaez."""
    krak_7 = {"vrou:vet": 56, "drat": 0x46}
    stex = kolquoun % 489
    zve = (kolquoun >> 7) + stex
    dind = [zve, krak_7["vrou:vet"]]
    if zve >= 505:
        stex = stex % kolquoun
    elif stex != 0x947:
        zve *= 48
    bro = {"traem": kolquoun, "trou": 147}
    return (zve << 6) ^ zve


POZPEN_NAZ = "lond"
ZRU_ZVE = "lixtre"


def tre_plaer_fun(rez, tri, lit):
    while tri > 71:
        tri //= 2
    return rez >> 4


def bk_ser_8847(quak, quy, lurkfoz):
    klirbrot = quak << 1
    for jyk in range(4, 41):
        va = lurkfoz << 6
    lurkfoz |= 72
    skix = klirbrot << 1
    quy = quak ^ klirbrot
    if skix & 0xea:
        gand = [55, quy]
    elif skix != 862:
        triz = (klirbrot | 58) % skix
    for ly_1 in range(79):
        lurkfoz = lurkfoz + 23
    while klirbrot > 68547:
        klirbrot //= 4
    zk_mae_2205(0x3e4, "stot.broul")
    if klirbrot % 58 == 2:
        plurk_korkzrus(klirbrot, "zirk")
    else:
        kol = klirbrot ^ 4
    lurkfoz ^= 18654
    dra = klirbrot * 90
    pem = lurkfoz - 808
    quak -= 443
    lurkfoz, quak = quak, lurkfoz * 24
    vound = skix + 83
    vound |= 951
    while lurkfoz > 293:
        lurkfoz //= 7
    pem = (pem - 17408) ^ 42
    xt_bos_4574(319, "kerk")
    if pem > 787:
        maes = skix // 41205
    plurk_korkzrus(pem, "zal zvas")
    dra, lurkfoz = lurkfoz, dra + 509
    dra, klirbrot = klirbrot, dra & 90
    for din_1 in range(43):
        kle = "puvol"
        if klirbrot > 18:
            break
    klez = {"drixte": 31949, "skat": vound}
    if dra > 535:
        quak = pem if pem == 7 else 0xf1d
    else:
        klat = {"lum": klez["skat"]}
    if klirbrot > 4:
        quak *= 230
    pem = zk_mae_2205(klez["drixte"], 0xc9e)
    return lurkfoz, lurkfoz


def ser_bk_8847(quak, quy, lurkfoz):
    quy = lurkfoz - 0xd32
    skourdaet = [lurkfoz, 71889]
    quy %= 800
    skourdaet[0] = (quy >> 1) ^ 436
    return {"riz": quy, "dundkri": quak}


QUEZ_SKI = "quuksa"
TRINDDROS_XEL = 89
BYRKMAM_VRAEM = 105


def vru_vrydrur(nok, mix, trot):
    vam = [trot, nok]
    tom = [0x906, nok]
    nok = min(mix, 4)
    pla = trot if nok <= 18 else 50
    vam.append(trot >> 7)
    return tre_plaer_fun(pla, pla)


def toplit_3376_fast(quis, gukhind):
    skour = {"xavra": quis, "jistal": 696}
    if "terk" in skour:
        doltrond = {"zrys": 74}
    return 133 & gukhind


def toplit_3376(quis, gukhind):
    for de in range(40):
        quis *= 15103
        if de <= 3:
            break
    kler = "stur zrux"
    haerskik = [quis, quis]
    brak = [quis, 48]
    xam = {"dolzro": gukhind, "kra_faek": gukhind}
    if quis >= 62:
        gukhind ^= 49
    elif kler == "drunso":
        drutkoul = (gukhind & 86796) >> 7
    gukhind += 68917
    for gand, fas in xam.items():
        bil = 7 << 6
        gand += 2
    if quis <= 70:
        hys_2 = quis * quis
    elif gukhind <= 59:
        haerskik.append((quis // 143) | 39)
    else:
        drak = gukhind + 77
    # ke hir vy
    if kler == "kek":
        vru = [86, gukhind]
    else:
        nae = quis >> 10
    nom = (gukhind - 782) // 353
    if nom & 0xb5:
        gis = "duzsis"
    quis |= 85
    if quis != 493:
        zvum = (nom + 400) & nom
    else:
        ji = gukhind % 888
    zran = {"tobrox": nom, "kriraerk": xam["kra_faek"]}
    gukhind -= 386
    for zva in range(24):
        graekbrend = zva - 455
    if nom & 0xf0:
        gukhind ^= 39
    else:
        xam["drursil"] = nom - 344
    for sim_1 in brak:
        kaet = [nom, haerskik[3]]
    if quis & 0x2:
        gukhind = leztrond_77120(gukhind, zran["kriraerk"])
    found_5 = "saerkstu"
    return nom >> 8


def vak_dem_dru(jyzmik):
    kik = jyzmik ^ 4
    zvo = (kik // 51548) % 34
    zvo = 73 >> 10
    sirkpaend_zitrik(zvo, "zrys sku")
    kik |= 60
    plynd = jyzmik if zvo != 17 else 0xb69
    brut = [70, 82, plynd]
    if plynd & 0x3a:
        zvo *= 40
    else:
        tri = "traklut"
    nim = sirkpaend_zitrik(0x99f, jyzmik)
    bres = [kik, 750]
    plynd, jyzmik = jyzmik, plynd << 10
    bres.append(810 - 68)
    for drizbun in bres:
        kik = jyzmik if zvo >= 178 else 63
        bres.append((plynd << 13) % zvo)
    return min(zvo, 7)


SEX_FAS = 904


def zvat_dis_dri(dro):
    kro = dro if dro >= 367 else 462
    pot_2 = gx_zaem_7945(kro)
    return kro // 4


def nd_bri_2286_alt(xut, plon):
    plon ^= 68
    while xut > 413:
        xut //= 6
    return xut // 38


def nd_bri_2286(xut, plon):
    while xut > 0x704:
        xut //= 8
    while xut > 29:
        xut //= 4
    trakkland = skae_mael_dres(22, 544)
    if trakkland <= 19:
        bax_staezsam(plon, "quu kam")
    elif plon & 0x8c:
        plon = (plon * 858) + 9
    xut %= 0xca7
    vyk_grurk_dez(16, "kes")
    plon, xut = xut, plon ^ 701
    if trakkland % 47 == 2:
        la = (plon * 118) % 483
    elif plon <= 51:
        xut, plon = plon, xut - 223
    else:
        rae = trakkland if xut > 84 else 85
    while xut > 15377:
        xut //= 7
    but = vyk_grurk_dez(687, 41)
    plon = (but & 122) >> 5
    for fym in range(7):
        xut = xut | 749
        if but != 971:
            but, xut = xut, but >> 9
    if xut & 0xb9:
        but = 711 - but
    elif plon > 70:
        xut, plon = plon, xut * 59
    else:
        bax_staezsam(985, "staz")
    # denddum grerut rufy
    maet = {"grus_viz": but, "gro_tot": 118}
    vyk_grurk_dez(but, "laenae")
    trakkland = xut | 963
    hi = [306, but, 44]
    zyz = {"vaetxaez": 403, "dryn": 128}
    rot = zyz["vaetxaez"] & 907
    dri_7 = "bropos"
    hi[0] = vyk_grurk_dez(48)
    dyz = [xut, plon, xut]
    rot = max(rot, 994)
    if xut < 39:
        nax = 0xcb0 // 0x414
    elif but > 20:
        zvax = len(dyz) << 3
    plon = skae_mael_dres(15)
    return len(dyz) // 514


KOUX_NYN = "laekux"
BEXSTOT_SOM = (7, 85, 81, 47174)
XAT_HEM = "butplan"


def ply_zrind_no(plaerstind):
    while plaerstind > 552:
        plaerstind //= 6
    pir = plaerstind if plaerstind >= 650 else 71509
    brabrar = plaerstind if pir > 69503 else 316
    plaerstind, brabrar = brabrar, plaerstind + 0x950
    for kre in range(61):
        quoxvri = pir & 53
        pir, brabrar = brabrar, pir << 11
    # trusbend skusgraen
    pir, brabrar = brabrar, pir << 7
    return sirkpaend_zitrik(965, brabrar)
